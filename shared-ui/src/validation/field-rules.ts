import { fields } from 'shared-api/public';
import type { ZodType } from 'zod';
import { commonT, type AnyT } from '../i18n/any-t';
import { messageKey } from '../i18n/message-code';
import type { FieldRule } from '../primitives/use-form';

/** The first message code zod gives for a value, or null when the value passes. */
export function messageCodeFor(schema: ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'required');
}

/**
 * The spec §8 text for a value against a contract field schema (the server checks the same
 * schema), in the current language; null when it passes. An empty value is "required" unless
 * the field is optional.
 */
export function zodMessage(
  t: AnyT,
  schema: ZodType,
  value: unknown,
  { required = true } = {},
): string | null {
  if (value === undefined || value === null || value === '')
    return required ? commonT(t)('validation.required', { ns: 'common' }) : null;
  const code = messageCodeFor(schema, value);
  return code && commonT(t)(messageKey(code), { ns: 'common' });
}

/** One field rule of `useForm` from a contract field schema. */
export const zodRule =
  <V>(t: AnyT, schema: ZodType, options?: { required?: boolean }): FieldRule<V> =>
  (value) =>
    zodMessage(t, schema, value, options);

/** Spec §5 validators as `useForm` rules, for the forms that render without antd. */
export function makeFieldRules(t: AnyT) {
  return {
    email: <V>() => zodRule<V>(t, fields.email()),
    latinName: <V>() => zodRule<V>(t, fields.latinName()),
    login: <V>() => zodRule<V>(t, fields.login()),
    phone: <V>() => zodRule<V>(t, fields.phone()),
    password: <V>() => zodRule<V>(t, fields.password()),
    partnerCode: <V>() => zodRule<V>(t, fields.partnerCode()),
    twoFaCode: <V>() => zodRule<V>(t, fields.twoFaCode()),
    /** Confirmation field: required and equal to the field named `other`. */
    sameAs:
      <V extends Record<string, string>>(other: keyof V): FieldRule<V> =>
      (value, values) =>
        !value
          ? commonT(t)('validation.required', { ns: 'common' })
          : value !== values[other]
            ? commonT(t)('validation.passwordsDoNotMatch', { ns: 'common' })
            : null,
  };
}
