// antd's date pickers and calendar (with dayjs): loaded only by the screens that render them.
export { default as Calendar } from 'antd/es/calendar';
export { default as DatePicker } from 'antd/es/date-picker';
