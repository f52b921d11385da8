import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** The wire format of the contract's `fields.birthDate`. */
export const ISO_DATE = 'YYYY-MM-DD';
const EARLIEST = dayjs('1900-01-01');

/** dayjs's core parser reads `YYYY-MM-DD` as a local calendar date (no time-zone shift). */
function toDate(value: string | undefined): Dayjs | null {
  const date = value ? dayjs(value) : null;
  return date?.isValid() ? date : null;
}

interface Props {
  id?: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}

/**
 * antd's DatePicker holding the form value as the contract's `YYYY-MM-DD` string. Dates after
 * today or before 1900 cannot be picked (the same bounds the server checks).
 */
export function BirthDateInput({ id, value, onChange, placeholder }: Props) {
  const today = dayjs().endOf('day');
  return (
    <DatePicker
      id={id}
      value={toDate(value)}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(ISO_DATE) : '')}
      format={ISO_DATE}
      placeholder={placeholder}
      disabledDate={(date) => date.isAfter(today) || date.isBefore(EARLIEST)}
      defaultPickerValue={dayjs().subtract(30, 'year')}
      style={{ width: '100%' }}
    />
  );
}
