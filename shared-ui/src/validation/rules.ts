import type { FormRule } from 'antd';
import { fields } from 'shared-api/public';
import { commonT, type AnyT } from '../i18n/any-t';
import { messageKey } from '../i18n/message-code';
import type { ZodType } from 'zod';
import { verdict } from './verdict';

/** The first message code zod gives for a value, or null when the value passes. */
export function messageCodeFor(schema: ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'required');
}

/**
 * antd rules from a contract field schema: the same rule validates on the server, and the message
 * is the spec §8 text in the current language. `required` adds the asterisk and its own message.
 */
export function zodRules(t: AnyT, schema: ZodType, { required = true } = {}): FormRule[] {
  const rules: FormRule[] = [];
  if (required)
    rules.push({ required: true, message: commonT(t)('validation.required', { ns: 'common' }) });
  rules.push({
    validator: (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return verdict(null); // the required rule speaks
      const code = messageCodeFor(schema, value);
      return verdict(code && commonT(t)(messageKey(code), { ns: 'common' }));
    },
  });
  return rules;
}

/** Spec §5 validators, ready for antd `Form.Item rules`. */
export function makeRules(t: AnyT) {
  return {
    required: (): FormRule[] => [
      { required: true, message: commonT(t)('validation.required', { ns: 'common' }) },
    ],
    lettersOnly: () => zodRules(t, fields.lettersOnly()),
    latinName: () => zodRules(t, fields.latinName()),
    latinText: () => zodRules(t, fields.latinText()),
    email: () => zodRules(t, fields.email()),
    phone: () => zodRules(t, fields.phone()),
    socialHandle: (opts?: { required?: boolean }) => zodRules(t, fields.socialHandle(), opts),
    login: () => zodRules(t, fields.login()),
    password: () => zodRules(t, fields.password()),
    partnerCode: () => zodRules(t, fields.partnerCode()),
    birthDate: (opts?: { required?: boolean }) => zodRules(t, fields.birthDate(), opts),
    country: (opts?: { required?: boolean }) => zodRules(t, fields.country(), opts),
    countryCode: (opts?: { required?: boolean }) => zodRules(t, fields.countryCode(), opts),
    twoFaCode: () => zodRules(t, fields.twoFaCode()),
    /** Confirmation field: equal to the field named `other`. */
    sameAs: (other: string): FormRule[] => [
      { required: true, message: commonT(t)('validation.required', { ns: 'common' }) },
      ({ getFieldValue }) => ({
        validator: (_rule, value: unknown) =>
          verdict(
            value && value !== getFieldValue(other)
              ? commonT(t)('validation.passwordsDoNotMatch', { ns: 'common' })
              : null,
          ),
      }),
    ],
  };
}
