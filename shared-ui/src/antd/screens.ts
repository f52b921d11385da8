// antd for the signed-in screens of the cabinet and the back-office (the dashboard's referral QR
// code included): loaded with the first of them, once for both.
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Breadcrumb } from 'antd/es/breadcrumb';
export { default as Card } from 'antd/es/card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Drawer } from 'antd/es/drawer';
export { default as Empty } from 'antd/es/empty';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Pagination } from 'antd/es/pagination';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Progress } from 'antd/es/progress';
export { default as QRCode } from 'antd/es/qr-code';
export { default as Radio } from 'antd/es/radio';
export { default as Segmented } from 'antd/es/segmented';
export { default as Select } from 'antd/es/select';
export { default as Statistic } from 'antd/es/statistic';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Upload } from 'antd/es/upload';
