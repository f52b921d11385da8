import { MASKED, type LogSnapshot, type Permission } from 'shared-api/contract';
import { isPartnerPersonalField } from '../admin-partners/partner-snapshot';
import { isAdminUserPersonalField } from '../admin-users/admin-user-input';

/**
 * The records whose personal data a log row may hold, each with the permission that guards that
 * data elsewhere (the record's own screen). A log permission opens the log, not the people in it:
 * a reader without the guard sees those fields as MASKED (mask-secrets.ts masks with the same).
 */
const GUARDS = {
  partner: { permission: 'view-partners', isPersonal: isPartnerPersonalField },
  'admin-user': { permission: 'view-users', isPersonal: isAdminUserPersonalField },
} as const satisfies Record<string, { permission: Permission; isPersonal: (f: string) => boolean }>;

export type PersonalRecord = keyof typeof GUARDS;

/** The permissions of the admin reading a log. */
export type LogReader = ReadonlySet<Permission>;

const isGuarded = (kind: string): kind is PersonalRecord => Object.hasOwn(GUARDS, kind);

/** The reader may see the personal data of a `kind` record (any record that holds none). */
export function seesPersonalData(reader: LogReader, kind: string | null): boolean {
  return kind === null || !isGuarded(kind) || reader.has(GUARDS[kind].permission);
}

/**
 * The snapshot of a `kind` record as the reader may see it: every personal field's value, null
 * included (an empty phone is a fact about the person too), replaced by MASKED. The field names
 * stay, so the reader still learns that a phone changed, not what it was.
 */
export function maskSnapshot(
  snapshot: LogSnapshot | null,
  kind: string | null,
  reader: LogReader,
): LogSnapshot | null {
  if (!snapshot || kind === null || !isGuarded(kind)) return snapshot;
  const { permission, isPersonal } = GUARDS[kind];
  if (reader.has(permission)) return snapshot;
  return Object.fromEntries(
    Object.entries(snapshot).map(([field, value]) => [field, isPersonal(field) ? MASKED : value]),
  );
}

/** A partner's full name as the reader may see it (the login beside it always shows). */
export const partnerNameFor = (reader: LogReader, name: string): string =>
  seesPersonalData(reader, 'partner') ? name : MASKED;
