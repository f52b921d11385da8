import { DatePicker } from 'antd';
import { dayjs, ISO_DAY, type Dayjs } from '../../dates/dayjs';

interface Props {
  id?: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value?: string;
  onChange?: (value: string) => void;
}

/** A date in the future (a document's expiry), held as the contract's `YYYY-MM-DD` string. */
export function ExpiryDateInput({ id, value, onChange }: Props) {
  const date = value ? dayjs(value, ISO_DAY, true) : null;
  const today = dayjs().startOf('day');
  return (
    <DatePicker
      id={id}
      value={date?.isValid() ? date : null}
      onChange={(next: Dayjs | null) => onChange?.(next ? next.format(ISO_DAY) : '')}
      format={ISO_DAY}
      placeholder={ISO_DAY}
      disabledDate={(d) => d.isBefore(today)}
      style={{ width: '100%' }}
    />
  );
}
