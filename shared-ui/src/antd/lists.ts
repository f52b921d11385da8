// antd for the list screens of the cabinet and the back-office: tables (whose filters bring Tree,
// Dropdown, Checkbox and Radio), paging, selects and dialogs. Loaded with the first screen that
// shows one, so the dashboard, which lists a few rows without antd's Table, goes without it.
export { default as Badge } from 'antd/es/badge';
export { default as Breadcrumb } from 'antd/es/breadcrumb';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Modal } from 'antd/es/modal';
export { default as Pagination } from 'antd/es/pagination';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Radio } from 'antd/es/radio';
export { default as Select } from 'antd/es/select';
export { default as Table } from 'antd/es/table';
