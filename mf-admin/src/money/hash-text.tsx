import { Typography } from 'antd';

/** A transaction hash or wallet address: shortened in tables, copyable in full. */
export function HashText({ value, short = false }: { value: string | null; short?: boolean }) {
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  const text = short && value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value;
  return (
    <Typography.Text
      code
      copyable={{ text: value }}
      title={value}
      style={{ wordBreak: 'break-all' }}
    >
      {text}
    </Typography.Text>
  );
}
