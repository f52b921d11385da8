import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { SOCIAL_NETWORKS, toApiError } from 'shared-api';
import { applyFieldErrors, messageKey } from 'shared-ui';

const SOCIAL_FIELD = new RegExp(`^socials\\.(${SOCIAL_NETWORKS.join('|')})$`);

/**
 * Places the server's field errors beside their fields. The flat ones go through shared-ui's
 * `applyFieldErrors`; the server names a social handle `socials.<network>` (the zod path), which
 * is a nested form field here. True when at least one error was placed.
 */
export function applyProfileFieldErrors(t: TFunction, form: FormInstance, error: unknown): boolean {
  const placedFlat = applyFieldErrors(t, form, error);
  const nested = Object.entries(toApiError(error).fields).flatMap(([name, code]) => {
    const network = SOCIAL_FIELD.exec(name)?.[1];
    return network
      ? [{ name: ['socials', network], errors: [t(messageKey(code), { ns: 'common' })] }]
      : [];
  });
  form.setFields(nested);
  return placedFlat || nested.length > 0;
}
