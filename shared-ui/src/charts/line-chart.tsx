import { ChartFrame } from './chart-frame';
import { colorOf, dashOf, useSeriesColors } from './palette';
import type { ChartProps } from './types';

/** Series as lines through a point per label; each point's tooltip gives its value. */
export function LineChart(props: ChartProps) {
  const { labels, series, format } = props;
  const colors = useSeriesColors();
  return (
    <ChartFrame {...props}>
      {(plot) =>
        series.map((s, index) => (
          <g key={s.key} data-series={s.key}>
            <polyline
              fill="none"
              stroke={colorOf(colors, index)}
              strokeWidth={2}
              strokeDasharray={dashOf(index) || undefined}
              points={s.values.map((v, i) => `${plot.x(i)},${plot.y(v)}`).join(' ')}
            />
            {s.values.map((v, i) => (
              <circle key={i} cx={plot.x(i)} cy={plot.y(v)} r={3} fill={colorOf(colors, index)}>
                <title>{`${labels[i] ?? ''} · ${s.label}: ${format(v)}`}</title>
              </circle>
            ))}
          </g>
        ))
      }
    </ChartFrame>
  );
}
