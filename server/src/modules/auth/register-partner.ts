import type { RegisterRequest } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { findInvitingPartner, rethrowTakenField, type PartnerRow } from '../partners/find-partner';
import { insertNewPartner } from './new-partner';

export const invitationRequired = () =>
  new AppError(
    422,
    'INVITATION_REQUIRED',
    'Registration is by invitation only from active partners',
    {
      partnerCode: 'invitationOnly',
    },
  );

/**
 * Creates an inactive partner without a password under the inviting (active) partner, with a
 * "set your password" link. Returns the partner and the link's secret to mail.
 */
export async function registerPartner(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  body: RegisterRequest,
  ip: string,
): Promise<{ partner: PartnerRow; secret: string }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const sponsor = await findInvitingPartner(tx, body.partnerCode);
      if (!sponsor) throw invitationRequired();
      return insertNewPartner(tx, deps, {
        fields: body,
        sponsorId: sponsor.id,
        now: deps.clock.now(),
        ip,
        logDetails: { sponsorId: sponsor.id },
      });
    });
  } catch (error) {
    rethrowTakenField(error);
  }
}
