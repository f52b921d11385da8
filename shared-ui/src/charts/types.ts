/** One line or one set of bars: a value per x label. */
export interface ChartSeries {
  key: string;
  label: string;
  values: readonly bigint[];
}

export interface ChartProps {
  /** The chart's caption and its accessible name. */
  title: string;
  /** One label per point along the x axis, in order (days, say). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** A value as text: the y axis ticks, each point's tooltip and the screen-reader table. */
  format: (value: bigint) => string;
  /** The smallest y step: 1 (default) for counts, 1 000 000 for money in micro-units. */
  minStep?: bigint;
  /** The header of the labels' column in the screen-reader table ("Day", say). */
  labelHeader?: string;
}
