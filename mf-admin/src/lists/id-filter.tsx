import { Input } from 'antd';

interface IdFilterProps {
  /** The URL's id, if set. */
  value: string | undefined;
  /** Placeholder and accessible name: what the id means here (partner ID, admin ID). */
  label: string;
  onChange: (id: string | undefined) => void;
}

/** A record id filter, applied on Enter or the button; an empty field clears it. */
export function IdFilter({ value, label, onChange }: IdFilterProps) {
  return (
    <Input.Search
      // Remount on a URL change (back, clear), so the field shows the URL's id.
      key={value ?? ''}
      defaultValue={value}
      placeholder={label}
      aria-label={label}
      inputMode="numeric"
      allowClear
      maxLength={10}
      // An id is digits only; anything else would be dropped from the URL anyway.
      onSearch={(text) => onChange(text.replace(/\D/g, '') || undefined)}
      style={{ width: 200 }}
    />
  );
}
