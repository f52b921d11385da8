import { Avatar, Flex, Typography, theme } from 'antd';
import { useSession } from 'shared-api';

/** The header's account block: the stored admin name (spec §9: 'Admin' by default). */
export function AdminAccount({ compact }: { compact: boolean }) {
  const { token } = theme.useToken();
  const username = useSession((s) => s.username);
  return (
    <Flex align="center" gap={8}>
      <Avatar style={{ background: token.colorPrimary, flexShrink: 0 }}>
        {username.slice(0, 1).toUpperCase()}
      </Avatar>
      {!compact && (
        <Typography.Text strong data-testid="admin-name">
          {username}
        </Typography.Text>
      )}
    </Flex>
  );
}
