import { Flex, Select, Typography } from 'antd';
import { useCountryOptions } from './country-names';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
}

/** A searchable country picker: ISO alpha-2 values, names in the UI language. */
export function CountrySelect({ id, value, onChange, placeholder }: Props) {
  const options = useCountryOptions();
  return (
    <Select<string>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={placeholder}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8}>
          <span>{option.data.label}</span>
          <Typography.Text type="secondary">{option.data.dialCode}</Typography.Text>
        </Flex>
      )}
    />
  );
}
