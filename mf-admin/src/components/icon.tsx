import {
  AppstoreOutlined,
  BarChartOutlined,
  CheckOutlined,
  CloseOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  EyeOutlined,
  FileSearchOutlined,
  GiftOutlined,
  LockOutlined,
  PlusOutlined,
  ReloadOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  TransactionOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { createIcon } from 'shared-ui';

/** The icons this remote uses, by the names its route table and screens give them. */
const ICONS = {
  user: UserOutlined,
  safetyCertificate: SafetyCertificateOutlined,
  team: TeamOutlined,
  appstore: AppstoreOutlined,
  transaction: TransactionOutlined,
  fileSearch: FileSearchOutlined,
  barChart: BarChartOutlined,
  gift: GiftOutlined,
  setting: SettingOutlined,
  plus: PlusOutlined,
  eye: EyeOutlined,
  edit: EditOutlined,
  reload: ReloadOutlined,
  delete: DeleteOutlined,
  copy: CopyOutlined,
  download: DownloadOutlined,
  export: ExportOutlined,
  lock: LockOutlined,
  rollback: RollbackOutlined,
  check: CheckOutlined,
  close: CloseOutlined,
  wallet: WalletOutlined,
  list: UnorderedListOutlined,
};

export type IconName = keyof typeof ICONS;

export const Icon = createIcon(ICONS);
