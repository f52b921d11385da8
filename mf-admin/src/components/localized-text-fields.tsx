import { Flex, Form, Input } from 'antd';
import type { localizedTextInputSchema } from 'shared-api';
import { LANGUAGE_NAMES, LANGUAGES, zodRules } from 'shared-ui';
import { useAdminT } from '../i18n';

interface LocalizedTextFieldsProps {
  /** Form path of the per-language object: ['nameI18n'], or [field.name, 'prizeI18n'] in a list. */
  name: (string | number)[];
  /** What the text is; each input is labelled "label (language)". */
  label: string;
  schema: ReturnType<typeof localizedTextInputSchema>;
  /** In a row of a list: no visible labels (aria-label and placeholder name the language). */
  inline?: boolean;
}

/**
 * One input per language for catalogue text (package, status, campaign names, prizes): Russian
 * is required, the others optional (the UI shows Russian where a language is left empty).
 */
export function LocalizedTextFields({
  name,
  label,
  schema,
  inline = false,
}: LocalizedTextFieldsProps) {
  const { t } = useAdminT();
  const items = LANGUAGES.map((lang) => {
    const text = `${label} (${LANGUAGE_NAMES[lang]})`;
    return (
      <Form.Item
        key={lang}
        name={[...name, lang]}
        label={inline ? undefined : text}
        rules={zodRules(t, schema.shape[lang], { required: lang === 'ru' })}
        style={inline ? { margin: 0 } : undefined}
      >
        <Input autoComplete="off" aria-label={text} placeholder={inline ? text : undefined} />
      </Form.Item>
    );
  });
  return inline ? (
    <Flex vertical gap={4} style={{ flex: '2 1 220px' }}>
      {items}
    </Flex>
  ) : (
    <>{items}</>
  );
}
