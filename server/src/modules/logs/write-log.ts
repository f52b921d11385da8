import type { ADMIN_LOG_ACTIONS, CLIENT_LOG_ACTIONS, LogSnapshot } from 'shared-api/contract';
import type { Db } from '../../db/types';
import {
  adminLogs,
  clientLogs,
  partnerLogs,
  type LogDetails,
  type PartnerLogActorKind,
} from '../../db/schema';

type LogEntry<A extends string> = { action: A; details?: LogDetails; ip: string | null; at: Date };

/** The contract's lists: an action the log screens cannot filter or name is a type error. */
type AdminLogAction = (typeof ADMIN_LOG_ACTIONS)[number];
type ClientLogAction = (typeof CLIENT_LOG_ACTIONS)[number];

/** The record an admin action changed. */
export type LogSubject = { type: 'admin-user' | 'role' | 'partner' | 'support-ticket'; id: number };

export type AdminLogEntry = LogEntry<AdminLogAction> & {
  subject?: LogSubject;
  /** Snapshots of the record; never password hashes or secrets. */
  before?: LogSnapshot | null;
  after?: LogSnapshot | null;
};

/** An admin-log row; call it with the transaction of the change it records. */
export async function writeAdminLog(
  db: Db,
  adminUserId: number | null,
  entry: AdminLogEntry,
): Promise<void> {
  await db.insert(adminLogs).values({
    adminUserId,
    action: entry.action,
    details: entry.details ?? {},
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject?.id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
    createdAt: entry.at,
  });
}

export type ClientLogEntry = LogEntry<ClientLogAction> & {
  /** The admin acting through login-as, when there is one. */
  impersonatorAdminId?: number | null;
};

/** A client-log row; call it with the transaction of the change it records. */
export async function writeClientLog(
  db: Db,
  partnerId: number | null,
  entry: ClientLogEntry,
): Promise<void> {
  await db.insert(clientLogs).values({
    partnerId,
    action: entry.action,
    details: entry.details ?? {},
    impersonatorAdminId: entry.impersonatorAdminId ?? null,
    ip: entry.ip,
    createdAt: entry.at,
  });
}

export type PartnerLogActor =
  { kind: 'partner' } | { kind: 'admin'; adminId: number } | { kind: 'system' };

export type PartnerLogEntry = {
  action: 'profile-updated' | 'avatar-updated' | 'status-changed';
  actor: PartnerLogActor;
  before: LogSnapshot | null;
  after: LogSnapshot | null;
  ip: string | null;
  at: Date;
};

/** The partner-log row of `entry`, as both writers below insert it. */
function partnerLogRow(partnerId: number, entry: PartnerLogEntry) {
  const actorKind: PartnerLogActorKind = entry.actor.kind;
  return {
    partnerId,
    action: entry.action,
    actorKind,
    actorAdminId: entry.actor.kind === 'admin' ? entry.actor.adminId : null,
    before: entry.before,
    after: entry.after,
    ip: entry.ip,
    createdAt: entry.at,
  };
}

/** A partner-log row (profile and status changes); call it with the change's transaction. */
export async function writePartnerLog(
  db: Db,
  partnerId: number,
  entry: PartnerLogEntry,
): Promise<void> {
  await db.insert(partnerLogs).values(partnerLogRow(partnerId, entry));
}

/**
 * Partners' active flags changed (the packages issue calls it; an admin or the system): one
 * partner-log row each, written in one statement however many.
 */
export async function writeStatusChangedLogs(
  db: Db,
  changes: readonly { partnerId: number; active: boolean }[],
  input: { actor: PartnerLogActor; ip: string | null; at: Date },
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(partnerLogs).values(
    changes.map((c) =>
      partnerLogRow(c.partnerId, {
        action: 'status-changed',
        actor: input.actor,
        before: { active: !c.active },
        after: { active: c.active },
        ip: input.ip,
        at: input.at,
      }),
    ),
  );
}

/** One partner's active flag changed (writeStatusChangedLogs for one). */
export function writeStatusChangedLog(
  db: Db,
  partnerId: number,
  input: { active: boolean; actor: PartnerLogActor; ip: string | null; at: Date },
): Promise<void> {
  return writeStatusChangedLogs(db, [{ partnerId, active: input.active }], input);
}

/** The fields whose values differ, as before / after snapshots of those fields only. */
export function changedFields(
  before: LogSnapshot,
  after: LogSnapshot,
): { before: LogSnapshot; after: LogSnapshot } | null {
  const b: LogSnapshot = {};
  const a: LogSnapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}
