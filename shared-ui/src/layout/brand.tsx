import { Flex, Typography, theme } from 'antd';

export interface BrandProps {
  /** The letter in the square mark. */
  mark: string;
  /** The app's name beside it (translated by the remote). */
  name: string;
}

/** The sider's (or drawer's) title: a mark and the app's name (the mark alone when collapsed). */
export function Brand({
  mark,
  name,
  collapsed = false,
  dark = true,
}: BrandProps & { collapsed?: boolean; dark?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify={collapsed ? 'center' : 'flex-start'}
      gap={10}
      style={{ height: 64, paddingInline: collapsed || !dark ? 0 : 20 }}
    >
      <span
        aria-hidden="true"
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 32,
          height: 32,
          borderRadius: 8,
          background: token.colorPrimary,
          color: '#fff',
          fontWeight: 700,
        }}
      >
        {mark}
      </span>
      {!collapsed && (
        <Typography.Text
          strong
          style={{ color: dark ? '#fff' : undefined, fontSize: 16, whiteSpace: 'nowrap' }}
        >
          {name}
        </Typography.Text>
      )}
    </Flex>
  );
}
