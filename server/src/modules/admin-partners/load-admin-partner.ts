import { eq } from 'drizzle-orm';
import type { AdminPartnerDetail } from 'shared-api/contract';
import { partners, twoFactor } from '../../db/schema';
import type { Db } from '../../db/types';
import type { FileStorage } from '../../storage/file-storage';
import {
  adminPartnerColumns,
  sponsors,
  toAdminPartnerDetail,
  twoFactorOfPartner,
} from './admin-partner-view';

/** One partner as the back-office shows it (the answer of show, create, edit, (de)activate). */
export async function loadAdminPartnerDetail(
  db: Db,
  storage: FileStorage,
  id: number,
): Promise<AdminPartnerDetail | null> {
  const [row] = await db
    .select(adminPartnerColumns)
    .from(partners)
    .leftJoin(sponsors, eq(sponsors.id, partners.sponsorId))
    .leftJoin(twoFactor, twoFactorOfPartner)
    .where(eq(partners.id, id))
    .limit(1);
  return row ? toAdminPartnerDetail(row, storage) : null;
}
