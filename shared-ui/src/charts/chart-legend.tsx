import { Flex, Typography } from 'antd';
import { colorOf, useSeriesColors } from './palette';
import type { ChartSeries } from './types';

/** Which colour is which series (shown when a chart has more than one). */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  const colors = useSeriesColors();
  return (
    <Flex wrap gap={16} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {series.map((s, index) => (
        <Flex key={s.key} align="center" gap={6} component="li">
          <span
            aria-hidden
            style={{ width: 12, height: 12, borderRadius: 2, background: colorOf(colors, index) }}
          />
          <Typography.Text type="secondary">{s.label}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
