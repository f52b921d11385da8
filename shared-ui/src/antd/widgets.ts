// antd's heavier single-purpose widgets, each on a few screens only (QR codes, uploads, number
// inputs, progress bars, period switches, tabs): loaded with the first of those screens.
export { default as InputNumber } from 'antd/es/input-number';
export { default as Progress } from 'antd/es/progress';
export { default as QRCode } from 'antd/es/qr-code';
export { default as Segmented } from 'antd/es/segmented';
export { default as Tabs } from 'antd/es/tabs';
export { default as Upload } from 'antd/es/upload';
