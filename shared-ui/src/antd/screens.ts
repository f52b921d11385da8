// antd for the signed-in frame and the first screen after sign-in (the side menu and its phone
// drawer, the cabinet's dashboard): loaded with the first signed-in screen, so it holds only what
// they render.
export { default as Avatar } from 'antd/es/avatar';
export { default as Card } from 'antd/es/card';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Drawer } from 'antd/es/drawer';
export { default as Empty } from 'antd/es/empty';
export { default as Menu } from 'antd/es/menu';
export { default as Statistic } from 'antd/es/statistic';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
