import { Checkbox, Form, type FormRule } from 'antd';
import { Trans } from 'react-i18next';
import { verdict } from 'shared-ui';
import { useCabinetT } from '../../../i18n';

/** Where the shell serves the documents (mf-auth's public routes); a new tab keeps the order. */
const DOCUMENTS = { acceptOffer: '/public-offer', acceptPrivacy: '/privacy-policy' } as const;

/**
 * The two required consents of a purchase (spec §5): the public offer and the privacy policy,
 * each with a link to its text. The server records them with their time.
 */
export function ConsentFields() {
  const { t, i18n } = useCabinetT();
  const rules: FormRule[] = [
    {
      validator: (_rule, checked: unknown) =>
        verdict(checked === true ? null : t('validation.consentRequired', { ns: 'common' })),
    },
  ];
  return (
    <>
      {(Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[]).map((name) => (
        <Form.Item
          key={name}
          name={name}
          valuePropName="checked"
          rules={rules}
          style={{ marginBottom: 8 }}
        >
          <Checkbox>
            <Trans
              t={t}
              i18n={i18n}
              i18nKey={`packages.order.${name}`}
              // Not `link`: the parser takes that for the void HTML element and drops its text.
              components={{
                doc: <a href={DOCUMENTS[name]} target="_blank" rel="noopener noreferrer" />,
              }}
            />
          </Checkbox>
        </Form.Item>
      ))}
    </>
  );
}
