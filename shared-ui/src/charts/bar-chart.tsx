import { ChartFrame } from './chart-frame';
import { colorOf, useSeriesColors } from './palette';
import type { ChartProps } from './types';

/** The share of a slot the bars of one label take; the rest is the gap between labels. */
const GROUP_SHARE = 0.7;

/** Series as bars, grouped side by side per label; each bar's tooltip gives its value. */
export function BarChart(props: ChartProps) {
  const { labels, series, format } = props;
  const colors = useSeriesColors();
  return (
    <ChartFrame {...props}>
      {(plot) => {
        const width = (plot.slot * GROUP_SHARE) / Math.max(series.length, 1);
        const left = (i: number, index: number) =>
          plot.x(i) - (plot.slot * GROUP_SHARE) / 2 + width * index;
        return series.map((s, index) => (
          <g key={s.key} data-series={s.key}>
            {s.values.map((v, i) => (
              <rect
                key={i}
                x={left(i, index)}
                y={plot.y(v)}
                width={width}
                height={plot.baseline - plot.y(v)}
                fill={colorOf(colors, index)}
              >
                <title>{`${labels[i] ?? ''} · ${s.label}: ${format(v)}`}</title>
              </rect>
            ))}
          </g>
        ));
      }}
    </ChartFrame>
  );
}
