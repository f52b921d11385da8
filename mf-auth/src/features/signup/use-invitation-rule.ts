import { useCallback, useRef, useState } from 'react';
import { checkInvitation, fields } from 'shared-api/public';
import type { FieldRule } from 'shared-ui/public';
import { useAuthT } from '../../i18n';

type Invitation = Awaited<ReturnType<typeof checkInvitation>>;

/** The partner code as the server reads it. */
export const normalizePartnerCode = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : '';

/**
 * The partner code is checked with the server (`checkInvitation`) once it is well formed (after
 * the format rule passes). An unknown or inactive code gets the spec message beside the field; a
 * valid one names the sponsor. A check that fails to run blocks nothing: the server decides on
 * submit. Each code is asked once.
 */
export function useInvitationRule() {
  const { t } = useAuthT();
  const checks = useRef(new Map<string, Promise<Invitation | null>>());
  // Every valid code's sponsor, by code: a late answer for an earlier code cannot hide the
  // current code's sponsor.
  const [sponsors, setSponsors] = useState<Readonly<Record<string, string | null>>>({});

  const check = useCallback((code: string) => {
    let pending = checks.current.get(code);
    if (!pending) {
      pending = checkInvitation(code).catch(() => {
        checks.current.delete(code); // try again next time
        return null;
      });
      checks.current.set(code, pending);
    }
    return pending;
  }, []);

  /** The server's word on a well-formed code (run after the format rule). */
  const rule: FieldRule<unknown> = async (value) => {
    const code = normalizePartnerCode(value);
    if (!fields.partnerCode().safeParse(code).success) return null; // the format rule speaks
    const invitation = await check(code);
    if (!invitation) return null;
    if (!invitation.valid) return t('validation.invitationOnly', { ns: 'common' });
    setSponsors((known) => ({ ...known, [code]: invitation.sponsorLogin ?? null }));
    return null;
  };

  /** The sponsor's login when `code` was found valid. */
  const sponsorFor = (code: unknown) => sponsors[normalizePartnerCode(code)] ?? null;

  return { rule, sponsorFor };
}
