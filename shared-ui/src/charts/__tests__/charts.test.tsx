import { render, screen } from '@testing-library/react';
import { BarChart } from '../bar-chart';
import { LineChart } from '../line-chart';

const labels = ['Mar 1', 'Mar 2', 'Mar 3'];
const format = (v: bigint) => `${v} u`;
const svgOf = (title: string) => screen.getByLabelText(title, { selector: 'svg' });
const tooltips = (root: Element) => [...root.querySelectorAll('rect > title, circle > title')];

describe('the SVG charts', () => {
  it('a bar chart: named by its title, a bar per value with its tooltip, y ticks as text', () => {
    render(
      <BarChart
        title="New partners"
        labels={labels}
        series={[{ key: 'n', label: 'New', values: [2n, 0n, 7n] }]}
        format={format}
      />,
    );
    const svg = svgOf('New partners');
    expect(svg).toHaveAttribute('role', 'img');
    expect(tooltips(svg).map((t) => t.textContent)).toEqual([
      'Mar 1 · New: 2 u',
      'Mar 2 · New: 0 u',
      'Mar 3 · New: 7 u',
    ]);
    const ticks = [...svg.querySelectorAll('[data-axis="y"] text')].map((t) => t.textContent);
    expect(ticks).toEqual(['0 u', '2 u', '4 u', '6 u', '8 u']);
    const heights = [...svg.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    // 7 of 8 is taller than 2 of 8; nothing is drawn for 0.
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(heights[1]).toBe(0);
    // One series needs no legend.
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a line chart: one line per series, a legend naming them, the x labels', () => {
    const { container } = render(
      <LineChart
        title="Money"
        labels={labels}
        series={[
          { key: 'in', label: 'Deposits', values: [1n, 2n, 3n] },
          { key: 'out', label: 'Withdrawals', values: [0n, 1n, 0n] },
        ]}
        format={format}
      />,
    );
    const svg = svgOf('Money');
    expect(svg.querySelectorAll('polyline')).toHaveLength(2);
    expect(tooltips(svg)).toHaveLength(6);
    expect(tooltips(svg)[3]).toHaveTextContent('Mar 1 · Withdrawals: 0 u');
    expect([...svg.querySelectorAll('[data-axis="x"] text')].map((t) => t.textContent)).toEqual(
      labels,
    );
    expect(screen.getByRole('list')).toHaveTextContent('DepositsWithdrawals');
    expect(container.querySelector('figcaption')).toHaveTextContent('Money');
  });

  it('gives screen readers the numbers: a table captioned by the title, a row per label', () => {
    render(
      <BarChart
        title="Bonus by day"
        labelHeader="Day"
        labels={labels}
        series={[
          { key: 'bonus', label: 'Bonus', values: [5n, 0n, 3n] },
          { key: 'cut', label: 'Not accrued', values: [1n, 0n, 0n] },
        ]}
        format={format}
      />,
    );
    const table = screen.getByRole('table', { name: 'Bonus by day' });
    const rows = [...table.querySelectorAll('tr')].map((r) =>
      [...r.children].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Day', 'Bonus', 'Not accrued'],
      ['Mar 1', '5 u', '1 u'],
      ['Mar 2', '0 u', '0 u'],
      ['Mar 3', '3 u', '0 u'],
    ]);
  });

  it('draws in the theme colours, a different one per series', () => {
    const { container } = render(
      <LineChart
        title="Two"
        labels={labels}
        series={[
          { key: 'a', label: 'A', values: [1n, 2n, 3n] },
          { key: 'b', label: 'B', values: [3n, 2n, 1n] },
        ]}
        format={format}
      />,
    );
    const strokes = [...container.querySelectorAll('polyline')].map((l) =>
      l.getAttribute('stroke'),
    );
    expect(strokes[0]).toMatch(/^#/);
    expect(strokes[1]).toMatch(/^#/);
    expect(strokes[0]).not.toBe(strokes[1]);
  });
});
