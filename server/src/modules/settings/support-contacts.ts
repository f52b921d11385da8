import { supportContactsSchema, type SupportContacts } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { lockStoredSetting, readStoredSetting, writeStoredSetting } from './stored-setting';

/** Empty until an admin fills them in: the pages then show no contact line. */
export const DEFAULT_SUPPORT_CONTACTS: SupportContacts = {
  email: '',
  telegram: '',
  phone: '',
  hours: '',
};

const KEY = 'support';

/** Before a save reads what it changes: saves of these settings wait for each other. */
export const lockSupportContacts = (tx: Db): Promise<void> => lockStoredSetting(tx, KEY);

export async function readSupportContacts(db: Db): Promise<SupportContacts> {
  const stored = await readStoredSetting(db, KEY);
  if (!stored) return DEFAULT_SUPPORT_CONTACTS;
  return supportContactsSchema.parse({ ...DEFAULT_SUPPORT_CONTACTS, ...stored });
}

export async function writeSupportContacts(
  tx: Db,
  value: SupportContacts,
  adminId: number,
  at: Date,
): Promise<void> {
  await writeStoredSetting(tx, KEY, value, adminId, at);
}
