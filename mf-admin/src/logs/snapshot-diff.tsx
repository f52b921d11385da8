import { Flex, Typography } from 'antd';
import type { LogSnapshot } from 'shared-api';

type Value = LogSnapshot[string];

const show = (value: Value | undefined): string =>
  value === undefined || value === null
    ? '—'
    : Array.isArray(value)
      ? value.join(', ') || '—'
      : String(value);

const same = (a: Value | undefined, b: Value | undefined) => show(a) === show(b);

/**
 * A log row's change, compact: one line per field that differs, `field: before → after`; a
 * created record shows its values, a deleted one its old values struck through.
 */
export function SnapshotDiff({
  before,
  after,
}: {
  before: LogSnapshot | null;
  after: LogSnapshot | null;
}) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = keys.filter((k) => !before || !after || !same(before[k], after[k]));
  if (changed.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2} data-testid="snapshot-diff">
      {changed.map((key) => (
        <Typography.Text key={key} style={{ fontSize: 12 }}>
          <Typography.Text type="secondary">{key}: </Typography.Text>
          {before && after ? (
            <>
              <Typography.Text delete>{show(before[key])}</Typography.Text> → {show(after[key])}
            </>
          ) : after ? (
            show(after[key])
          ) : (
            <Typography.Text delete>{show(before?.[key])}</Typography.Text>
          )}
        </Typography.Text>
      ))}
    </Flex>
  );
}
