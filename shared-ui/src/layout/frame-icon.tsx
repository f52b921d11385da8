import { ClockCircleOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { createIcon } from '../components/icon';

/** The icons of the shared frame's own controls. */
export const FrameIcon = createIcon({
  clock: ClockCircleOutlined,
  logout: LogoutOutlined,
  menu: MenuOutlined,
});
