import type { FormRule } from 'antd';
import { fields } from 'shared-api/public';
import { commonT, type AnyT } from '../i18n/any-t';
import type { ZodType } from 'zod';
import { zodMessage } from './field-rules';
import { verdict } from './verdict';

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
      // An empty value: the required rule above speaks (or the field is optional).
      return verdict(zodMessage(t, schema, value, { required: false }));
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
