import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { niceTicks, ReportChart, type ReportChartProps } from '~/components/admin/ReportChart';

const render = (props: ReportChartProps) => renderToStaticMarkup(createElement(ReportChart, props));
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** The table's cells, row by row, with the markup taken out. */
const tableOf = (html: string) =>
  [...(html.match(/<table[\s\S]*<\/table>/)?.[0] ?? '').matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]),
  );

const funnel: ReportChartProps = {
  title: 'Funnel, March',
  kind: 'bar',
  series: [
    {
      label: 'Variant 1',
      points: [
        { x: 'Visitors', y: 1200 },
        { x: 'Emails', y: 300 },
        { x: 'Paid', y: 42 },
      ],
    },
    {
      label: 'Variant 2',
      points: [
        { x: 'Visitors', y: 1180 },
        { x: 'Emails', y: 351 },
        { x: 'Paid', y: 57 },
      ],
    },
  ],
};

describe('the report chart', () => {
  it('draws one bar per value, labelled by its title, and the same figures as a table', () => {
    const html = render(funnel);
    expect(count(html, /<rect class="report-chart-bar"/g)).toBe(6);
    const svg = html.match(/<svg[^>]*>/)?.[0] ?? '';
    expect(svg).toContain('role="img"');
    expect(svg).toContain('viewBox="0 0 360 220"');
    expect(svg).toContain('width="100%"');
    const labelledBy = svg.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<title id="${labelledBy}">Funnel, March</title>`);
    expect(html).toMatch(/<caption[^>]*>Funnel, March<\/caption>/);
    expect(count(html, /<th scope="col">/g)).toBe(3);
    expect(count(html, /<th scope="row">/g)).toBe(3);
    expect(tableOf(html)).toEqual([
      ['Category', 'Variant 1', 'Variant 2'],
      ['Visitors', '1,200', '1,180'],
      ['Emails', '300', '351'],
      ['Paid', '42', '57'],
    ]);
  });

  it('draws a line with one point per value, in the given format', () => {
    const html = render({
      title: 'Paid per visitor',
      kind: 'line',
      valueFormat: (value) => `${(value * 100).toFixed(1)}%`,
      texts: { category: 'Week' },
      series: [
        {
          label: 'Rate',
          points: [
            { x: 'W1', y: 0.031 },
            { x: 'W2', y: 0.042 },
            { x: 'W3', y: 0.038 },
            { x: 'W4', y: 0.05 },
          ],
        },
      ],
    });
    expect(count(html, /<circle class="report-chart-point"/g)).toBe(4);
    expect(count(html, /<polyline class="report-chart-line"/g)).toBe(1);
    expect(count(html, /<rect/g)).toBe(0);
    // A single series needs no legend.
    expect(html).not.toContain('report-chart-legend');
    expect(tableOf(html)).toEqual([
      ['Week', 'Rate'],
      ['W1', '3.1%'],
      ['W2', '4.2%'],
      ['W3', '3.8%'],
      ['W4', '5.0%'],
    ]);
    // The axis reads in the same format.
    expect(html).toContain('>0.0%</text>');
    expect(html).toContain('>6.0%</text>');
  });

  it('leaves a cell empty where a series has no value, and draws nothing for it', () => {
    const html = render({
      title: 'Steps',
      kind: 'bar',
      series: [
        { label: 'A', points: [{ x: 'one', y: 3 }] },
        { label: 'B', points: [{ x: 'two', y: 2 }] },
      ],
    });
    expect(count(html, /<rect class="report-chart-bar"/g)).toBe(2);
    expect(tableOf(html)).toEqual([
      ['Category', 'A', 'B'],
      ['one', '3', ''],
      ['two', '', '2'],
    ]);
  });

  it('says there is no data instead of an empty chart', () => {
    for (const series of [[], [{ label: 'Variant 1', points: [] }]]) {
      const html = render({ title: 'Funnel, March', kind: 'bar', series });
      expect(html).toContain('No data for this period');
      expect(html).toContain('Funnel, March');
      expect(html).not.toContain('<svg');
      expect(html).not.toContain('<table');
    }
    expect(render({ title: 'T', kind: 'line', series: [], texts: { empty: 'Rien' } })).toContain('Rien');
  });

  it('keeps the bars within the drawing, zeros and negative values included', () => {
    const html = render({
      title: 'Change',
      kind: 'bar',
      series: [
        {
          label: 'Change',
          points: [
            { x: 'a', y: -3 },
            { x: 'b', y: 0 },
            { x: 'c', y: 7 },
          ],
        },
      ],
    });
    for (const rect of html.matchAll(/<rect [^>]*y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)) {
      const [top, height] = [Number(rect[1]), Number(rect[3])];
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top + height).toBeLessThanOrEqual(220);
    }
    expect(count(html, /<rect class="report-chart-bar"/g)).toBe(3);
  });

  it('spaces its axis at round values covering every value', () => {
    expect(niceTicks(0, 7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0, 1200)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0, 0.05)).toEqual([0, 0.02, 0.04, 0.06]);
    expect(niceTicks(-3, 7)).toEqual([-5, 0, 5, 10]);
    expect(niceTicks(0, 0)).toEqual([0, 0.5, 1]);
  });
});
