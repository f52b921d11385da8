// antd's heavy pickers (date, calendar, QR code): loaded only by the screens that render them.
export { default as Calendar } from 'antd/es/calendar';
export { default as DatePicker } from 'antd/es/date-picker';
export { default as QRCode } from 'antd/es/qr-code';
