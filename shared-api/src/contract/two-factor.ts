import { z } from 'zod';
import { fields } from './fields';

/** 2FA (TOTP, RFC 6238) for partners (/api/client/security/two-fa) and admins (/api/admin/settings/two-fa). */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes (0 when 2FA is off). */
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST …/two-fa/setup: a new secret, not active until confirmed with a code. */
export const twoFactorSetupSchema = z.object({
  /** Base32, shown as text beside the QR code. */
  secret: z.string(),
  /** The `otpauth://totp/...` URI the QR code encodes. */
  otpauthUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Body of every call that takes a 2FA code (enable, disable, operations that need 2FA). */
export const twoFactorCodeSchema = z.object({ code: fields.twoFaCode() });
export type TwoFactorCode = z.infer<typeof twoFactorCodeSchema>;

/** POST …/two-fa/enable: the 10 single-use recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * A sign-in (client or admin) whose account has 2FA on answers with a challenge instead of a
 * token; POST …/login/two-fa `{ challenge, code }` finishes it.
 */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const twoFactorLoginSchema = z.object({
  challenge: fields.required(),
  code: fields.twoFaCode(),
});
export type TwoFactorLogin = z.infer<typeof twoFactorLoginSchema>;
