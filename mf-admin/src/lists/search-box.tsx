import { Input } from 'antd';

/** The list's search field: the URL's text, applied on Enter or the button. */
export function SearchBox({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  placeholder: string;
  onSearch: (value: string) => void;
}) {
  return (
    <Input.Search
      // Remount on a URL change (back, clear), so the field shows the URL's text.
      key={value}
      defaultValue={value}
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      enterButton
      maxLength={100}
      onSearch={(text) => onSearch(text.trim())}
      style={{ maxWidth: 420 }}
    />
  );
}
