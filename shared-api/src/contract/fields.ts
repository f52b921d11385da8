import { z } from 'zod';
import { textSchema } from './bounded';

/**
 * Field rules of spec §5. Each message is a code that shared-ui translates as `validation.<code>`
 * (spec §8 texts); the same schemas validate on the client (antd rules) and on the server.
 */
export const MESSAGE_CODES = [
  'required',
  'lettersOnly',
  'invalidEmail',
  'invalidPhone',
  'latinNoSymbols',
  'latinOnly',
  'addAt',
  'invalidLogin',
  'passwordTooShort',
  'passwordsDoNotMatch',
  'tooLong',
  'invalidPartnerCode',
  'taken',
  'invitationOnly',
  'invalidSort',
  'invalidDate',
  'invalidCountry',
  'invalidCountryCode',
  'invalidTwoFaCode',
  'wrongTwoFaCode',
  'wrongPassword',
  'fileType',
  /** A support attachment that is neither an image the desk shows nor a PDF. */
  'attachmentType',
  'fileTooLarge',
  'lastFullAdmin',
  'unknownRole',
  'invalidAmount',
  'consentRequired',
  'insufficientFunds',
  'minDeposit',
  'minTransfer',
  'minWithdrawal',
  'limitExceeded',
  'unknownPartner',
  'selfTransfer',
  'invalidTxHash',
  'invalidWallet',
  'upgradeNotHigher',
  'packageUnavailable',
  'invalidPassport',
  /** Not an extended public key, or a private one (the chain settings' xpub). */
  'invalidXpub',
  /** Not an http(s) URL (the chain settings' API). */
  'invalidUrl',
  /** A control character (NUL, escape…) or a broken character in a text (bounded.ts). */
  'invalidCharacters',
  /** An amount above the platform's maximum (money.ts MAX_AMOUNT_MICRO). */
  'tooLarge',
  /** A number or id outside what the field can hold (bounded.ts). */
  'outOfRange',
  /**
   * A value of the wrong type or not among the allowed ones, for a rule with no message of its
   * own (the server's error handler gives it to zod's default messages, which no UI translates).
   */
  'invalidValue',
] as const;
export type MessageCode = (typeof MESSAGE_CODES)[number];

const LETTERS = /^\p{L}+(?:[ '-]\p{L}+)*$/u;
const LATIN_NAME = /^[A-Za-z]+(?:[ -][A-Za-z]+)*$/;
const LATIN = /^[A-Za-z\s]+$/;
// E.164-like: optional +, 7 to 15 digits, spaces, dashes and brackets allowed between them.
const PHONE = /^\+?[0-9](?:[0-9 ()-]{5,20})[0-9]$/;
const LOGIN = /^[A-Za-z0-9_.-]{3,32}$/;
const PARTNER_CODE = /^[A-Z0-9]{8}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const COUNTRY_CODE = /^\+[1-9][0-9]{0,3}$/;
// A 6-digit TOTP code or a recovery code (xxxx-xxxx, Latin letters and digits).
const TWO_FA_CODE = /^(?:\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/;

/** A real calendar date `YYYY-MM-DD` between 1900-01-01 and today (UTC). */
function isPastIsoDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) &&
    d.toISOString().startsWith(v) &&
    v >= '1900-01-01' &&
    d.getTime() <= Date.now()
  );
}

/** Any required text: bounded and printable (bounded.ts), trimmed, not empty. */
const required = (max = 10_000) => textSchema(max).trim().min(1, 'required');

/** Digits in a phone, for the 7..15 length check of E.164. */
const phoneDigits = (v: string) => v.replace(/\D/g, '').length;

export const fields = {
  required,
  lettersOnly: () => required().max(64, 'tooLong').regex(LETTERS, 'lettersOnly'),
  latinName: () => required().max(64, 'tooLong').regex(LATIN_NAME, 'latinNoSymbols'),
  latinText: () => required().max(128, 'tooLong').regex(LATIN, 'latinOnly'),
  email: () => required().max(254, 'tooLong').pipe(z.email('invalidEmail')),
  phone: () =>
    required()
      .regex(PHONE, 'invalidPhone')
      .refine((v) => phoneDigits(v) >= 7 && phoneDigits(v) <= 15, 'invalidPhone'),
  socialHandle: () =>
    required()
      .max(64, 'tooLong')
      .regex(/^@[A-Za-z0-9_.]+$/, 'addAt'),
  login: () => required().regex(LOGIN, 'invalidLogin'),
  password: () => textSchema(128).min(8, 'passwordTooShort'),
  /** Birth date: `YYYY-MM-DD`, a real date in the past. */
  birthDate: () => required().refine(isPastIsoDate, 'invalidDate'),
  /** ISO 3166-1 alpha-2, upper case. */
  country: () =>
    required()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(COUNTRY, 'invalidCountry')),
  /** International dialling code: `+` and 1 to 4 digits. */
  countryCode: () => required().regex(COUNTRY_CODE, 'invalidCountryCode'),
  /** A TOTP code from the authenticator app, or one of the recovery codes. */
  twoFaCode: () => required().regex(TWO_FA_CODE, 'invalidTwoFaCode'),
  partnerCode: () =>
    required()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(PARTNER_CODE, 'invalidPartnerCode')),
} as const;
