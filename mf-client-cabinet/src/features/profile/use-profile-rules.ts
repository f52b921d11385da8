import { useMemo } from 'react';
import { fields } from 'shared-api';
import { useRules, zodRules } from 'shared-ui';
import { useCabinetT } from '../../i18n';

/**
 * The spec §5 rules of the profile form: shared-ui's for names, phone and socials, plus the
 * contract's birth date, country and country code rules (optional fields: empty is allowed).
 */
export function useProfileRules() {
  const rules = useRules();
  const { t, i18n } = useCabinetT();
  return useMemo(
    () => ({
      latinName: rules.latinName,
      phone: rules.phone,
      socialHandle: () => rules.socialHandle({ required: false }),
      birthDate: () => zodRules(t, fields.birthDate(), { required: false }),
      country: () => zodRules(t, fields.country(), { required: false }),
      countryCode: () => zodRules(t, fields.countryCode(), { required: false }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules, t, i18n.language],
  );
}
