import { Flex, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { ChartLegend } from './chart-legend';
import { fractionOf, labelIndexes, niceScale } from './scale';
import type { ChartProps } from './types';

/** The drawing's own units; the SVG scales to its container's width. */
const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 92 };
const PLOT_WIDTH = WIDTH - PAD.left - PAD.right;
const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom;
const BASELINE = PAD.top + PLOT_HEIGHT;

/** Where the data go: a slot per x label, the y axis scaled to the values. */
export interface Plot {
  /** The centre of point `index`'s slot. */
  x: (index: number) => number;
  /** The width of one slot. */
  slot: number;
  y: (value: bigint) => number;
  baseline: number;
}

/**
 * An SVG chart's frame: an accessible title, the y axis with round ticks and grid lines, the x
 * labels (thinned to a readable few) and the legend; `children` draws the series on the plot.
 */
export function ChartFrame({
  title,
  labels,
  series,
  format,
  minStep,
  children,
}: ChartProps & { children: (plot: Plot) => ReactNode }) {
  const titleId = useId();
  const scale = niceScale(
    series.flatMap((s) => s.values),
    { minStep },
  );
  const slot = PLOT_WIDTH / Math.max(labels.length, 1);
  const plot: Plot = {
    x: (index) => PAD.left + slot * (index + 0.5),
    slot,
    y: (value) => BASELINE - fractionOf(value, scale.max) * PLOT_HEIGHT,
    baseline: BASELINE,
  };
  return (
    <Flex vertical gap={4} component="figure" style={{ margin: 0 }}>
      <figcaption>
        <Typography.Text strong>{title}</Typography.Text>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ display: 'block', maxHeight: HEIGHT * 1.5, fontSize: 11 }}
      >
        <title id={titleId}>{title}</title>
        <g data-axis="y">
          {scale.ticks.map((tick) => (
            <g key={tick.toString()}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={plot.y(tick)}
                y2={plot.y(tick)}
                stroke="currentColor"
                strokeOpacity={tick === 0n ? 0.45 : 0.12}
              />
              <text
                x={PAD.left - 6}
                y={plot.y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                fill="currentColor"
                fillOpacity={0.65}
              >
                {format(tick)}
              </text>
            </g>
          ))}
        </g>
        <g data-axis="x">
          {labelIndexes(labels.length).map((index) => (
            <text
              key={index}
              x={plot.x(index)}
              y={BASELINE + 18}
              textAnchor="middle"
              fill="currentColor"
              fillOpacity={0.65}
            >
              {labels[index]}
            </text>
          ))}
        </g>
        {children(plot)}
      </svg>
      {series.length > 1 && <ChartLegend series={series} />}
    </Flex>
  );
}
