import type { CSSProperties } from 'react';
import type { ChartProps } from './types';

/**
 * Off screen but read by screen readers (the usual "visually hidden" rules), on a block around the
 * table: a table is never narrower than its content and clips nothing, so on the table itself it
 * stretched the page sideways on a phone (a German label row made /client/binary-statistic 465 px
 * wide at 390).
 */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The chart's numbers as a table for screen readers: a row per x label, a column per series.
 * The SVG is a picture to them; tooltips need a pointer.
 */
export function ChartDataTable({
  title,
  labels,
  series,
  format,
  labelHeader,
}: Omit<ChartProps, 'minStep'>) {
  return (
    <div style={VISUALLY_HIDDEN}>
      <table data-chart-table="">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader ?? ''}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={i}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.key}>{format(s.values[i] ?? 0n)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
