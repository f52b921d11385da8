import type { Db } from '../../db/types';
import { adminLogs, clientLogs, type LogDetails } from '../../db/schema';

export type LogEntry = { action: string; details?: LogDetails; ip: string | null; at: Date };

/** An admin-log row; call it with the transaction of the change it records. */
export async function writeAdminLog(
  db: Db,
  adminUserId: number | null,
  entry: LogEntry,
): Promise<void> {
  await db.insert(adminLogs).values({
    adminUserId,
    action: entry.action,
    details: entry.details ?? {},
    ip: entry.ip,
    createdAt: entry.at,
  });
}

/** A client-log row; call it with the transaction of the change it records. */
export async function writeClientLog(
  db: Db,
  partnerId: number | null,
  entry: LogEntry,
): Promise<void> {
  await db.insert(clientLogs).values({
    partnerId,
    action: entry.action,
    details: entry.details ?? {},
    ip: entry.ip,
    createdAt: entry.at,
  });
}
