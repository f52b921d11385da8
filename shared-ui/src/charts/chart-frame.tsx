import { Flex, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { ChartDataTable } from './chart-data-table';
import { ChartLegend } from './chart-legend';
import { fractionOf, labelIndexes, niceScale } from './scale';
import type { ChartProps } from './types';
import { useWidth } from './use-width';

/** The drawing's height and margins in pixels; its width is the container's (at least MIN_WIDTH). */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 280;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 92 };
const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom;
const BASELINE = PAD.top + PLOT_HEIGHT;
/** The room one x label needs, so narrow charts show fewer of them. */
const LABEL_ROOM = 64;

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
 * labels (thinned to what fits), the legend, and the numbers as a table for screen readers;
 * `children` draws the series on the plot. It draws at its container's width (no overflow).
 */
export function ChartFrame({
  children,
  ...props
}: ChartProps & { children: (plot: Plot) => ReactNode }) {
  const { title, labels, series, format, minStep } = props;
  const titleId = useId();
  const [ref, measured] = useWidth<HTMLDivElement>(DEFAULT_WIDTH);
  const width = Math.max(measured, MIN_WIDTH);
  const plotWidth = width - PAD.left - PAD.right;
  const scale = niceScale(
    series.flatMap((s) => s.values),
    { minStep },
  );
  const slot = plotWidth / Math.max(labels.length, 1);
  const plot: Plot = {
    x: (index) => PAD.left + slot * (index + 0.5),
    slot,
    y: (value) => BASELINE - fractionOf(value, scale.max) * PLOT_HEIGHT,
    baseline: BASELINE,
  };
  const mostLabels = Math.max(2, Math.min(7, Math.floor(plotWidth / LABEL_ROOM)));
  return (
    <Flex
      vertical
      gap={4}
      component="figure"
      style={{ margin: 0, position: 'relative', minWidth: 0 }}
    >
      <figcaption>
        <Typography.Text strong>{title}</Typography.Text>
      </figcaption>
      <div ref={ref} style={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width="100%"
          style={{ display: 'block', maxHeight: HEIGHT * 1.5, fontSize: 11 }}
        >
          <title id={titleId}>{title}</title>
          <g data-axis="y">
            {scale.ticks.map((tick) => (
              <g key={tick.toString()}>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
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
            {labelIndexes(labels.length, mostLabels).map((index) => (
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
      </div>
      {series.length > 1 && <ChartLegend series={series} />}
      <ChartDataTable {...props} />
    </Flex>
  );
}
