import { MASKED, type LogSnapshot, type Permission } from 'shared-api/contract';
import { isPartnerPersonalField } from '../admin-partners/partner-snapshot';
import { isAdminUserPersonalField } from '../admin-users/admin-user-input';
import { changedFields } from './write-log';

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
 * The snapshot with every personal field's value, null included (an empty phone is a fact about
 * the person too), replaced by MASKED. The field names stay, so the reader still learns that a
 * phone changed, not what it was.
 */
function maskSnapshot(
  snapshot: LogSnapshot | null,
  isPersonal: (field: string) => boolean,
): LogSnapshot | null {
  if (!snapshot) return null;
  return Object.fromEntries(
    Object.entries(snapshot).map(([field, value]) => [field, isPersonal(field) ? MASKED : value]),
  );
}

/**
 * A log row's before / after of a `kind` record as the reader may see them (maskSnapshot). A
 * personal field both snapshots hold with the same value is left out of both: masked on each side
 * it would read as a change, and the reader cannot tell that it is not (full snapshots such as an
 * admin user's keep every field, changed or not).
 */
export function maskChange(
  change: { before: LogSnapshot | null; after: LogSnapshot | null },
  kind: string | null,
  reader: LogReader,
): { before: LogSnapshot | null; after: LogSnapshot | null } {
  if (kind === null || !isGuarded(kind)) return change;
  const { permission, isPersonal } = GUARDS[kind];
  if (reader.has(permission)) return change;
  const { before, after } = change;
  const changed = new Set(
    Object.keys((before && after && changedFields(before, after)?.after) ?? {}),
  );
  const unchanged = (field: string) =>
    before !== null && after !== null && field in before && field in after && !changed.has(field);
  const keep = (snapshot: LogSnapshot | null) =>
    snapshot &&
    Object.fromEntries(
      Object.entries(snapshot).filter(([field]) => !(isPersonal(field) && unchanged(field))),
    );
  return {
    before: maskSnapshot(keep(before), isPersonal),
    after: maskSnapshot(keep(after), isPersonal),
  };
}

/** A partner's full name as the reader may see it (the login beside it always shows). */
export const partnerNameFor = (reader: LogReader, name: string): string =>
  seesPersonalData(reader, 'partner') ? name : MASKED;
