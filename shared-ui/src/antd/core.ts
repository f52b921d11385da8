// antd's core for the signed-in screens: ConfigProvider, App and the basic controls every one of
// them renders. The public pages render none of it (they use shared-ui/public's primitives), so it
// loads with the first signed-in screen, once for both remotes (the shell provides it).
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Button } from 'antd/es/button';
export { default as Col } from 'antd/es/col';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Divider } from 'antd/es/divider';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Grid } from 'antd/es/grid';
export { default as Input } from 'antd/es/input';
export { default as Layout } from 'antd/es/layout';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as theme } from 'antd/es/theme';
export { default as Typography } from 'antd/es/typography';
