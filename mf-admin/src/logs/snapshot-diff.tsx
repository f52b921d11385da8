import { Flex, Typography } from 'antd';
import { isMasked, type LogSnapshot } from 'shared-api';
import { LogValue, useFieldName } from './log-value';

type Value = LogSnapshot[string];

const DIFF_STYLE = { maxWidth: 300, overflowWrap: 'anywhere' } as const;

const same = (a: Value | undefined, b: Value | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A log row's change, compact: one line per field that differs, `field: before → after`, each
 * name translated and each value shown by its meaning (money, status, date, link); a created
 * record shows its values, a deleted one its old values struck through. A field masked on both
 * sides (personal data the admin may not see; the server leaves out those that did not change)
 * shows once, as hidden.
 */
export function SnapshotDiff({
  action,
  before,
  after,
}: {
  action: string;
  before: LogSnapshot | null;
  after: LogSnapshot | null;
}) {
  const fieldName = useFieldName();
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const hidden = (k: string) => isMasked(before?.[k]) && isMasked(after?.[k]);
  const changed = keys.filter((k) => !before || !after || hidden(k) || !same(before[k], after[k]));
  if (changed.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const value = (row: LogSnapshot, key: string) => (
    <LogValue field={key} value={row[key]} action={action} row={row} />
  );
  return (
    // Bounded and wrapping: the log tables are as wide as their content (scroll x max-content),
    // so one long line (a role's permissions, a wallet) made every log page scroll sideways.
    <Flex vertical gap={2} style={DIFF_STYLE} data-testid="snapshot-diff">
      {changed.map((key) => (
        <Typography.Text key={key} style={{ fontSize: 12 }}>
          <Typography.Text type="secondary">{fieldName(key)}: </Typography.Text>
          {before && after && !hidden(key) ? (
            <>
              <Typography.Text delete>{value(before, key)}</Typography.Text> → {value(after, key)}
            </>
          ) : after ? (
            value(after, key)
          ) : (
            <Typography.Text delete>{before && value(before, key)}</Typography.Text>
          )}
        </Typography.Text>
      ))}
    </Flex>
  );
}
