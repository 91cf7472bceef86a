import { useId } from 'react';

export interface ReportChartPoint {
  /** The category: a step, a variant, a day. */
  x: string;
  y: number;
}

export interface ReportChartSeries {
  /** Its name in the legend and the table's heading; one chart's series have different labels. */
  label: string;
  points: ReportChartPoint[];
}

export interface ReportChartTexts {
  /** Shown instead of the chart when no series has a value. */
  empty: string;
  /** The table's first column heading: what the categories are. */
  category: string;
}

export interface ReportChartProps {
  title: string;
  series: ReportChartSeries[];
  kind: 'bar' | 'line';
  /** How a value reads on the axis and in the table; 1,234.5 by default. */
  valueFormat?: (value: number) => string;
  /** The component's words, for the page's language; English by default. */
  texts?: Partial<ReportChartTexts>;
}

export const defaultReportChartTexts: ReportChartTexts = {
  empty: 'No data for this period',
  category: 'Category',
};

const defaultFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

// The drawing's own units: the SVG scales to its box (width 100%, at most 480 px), so on a 390 px
// phone a 14-unit text is about 12.5 px high, and at most 18.7 px on a wide screen.
const WIDTH = 360;
const HEIGHT = 220;
const FONT = 14;
const CHAR = FONT * 0.58;
const TOP = 10;
const RIGHT = 8;
const BOTTOM = 28;
/** The least room one category label takes: more categories than fit show every k-th label. */
const LABEL_SLOT = 52;
const SERIES_COLOURS = 6;

/**
 * A chart drawn on the server as an inline SVG (bars grouped by category, or one line per series),
 * followed by the same figures as a table, which screen readers and anyone wanting exact values read.
 * No JavaScript in the browser; colours come from the design tokens through admin-reports.css.
 */
export function ReportChart({ title, series, kind, valueFormat, texts }: ReportChartProps) {
  const id = useId();
  const words = { ...defaultReportChartTexts, ...texts };
  const format = valueFormat ?? ((value: number) => defaultFormat.format(value));
  const shown = series.map((one) => ({
    ...one,
    points: one.points.filter((point) => Number.isFinite(point.y)),
  }));
  const categories = [...new Set(shown.flatMap((one) => one.points.map((point) => point.x)))];

  if (categories.length === 0) {
    return (
      <figure className="report-chart report-chart-empty">
        <figcaption className="report-chart-title">{title}</figcaption>
        <p className="report-chart-empty-text">{words.empty}</p>
      </figure>
    );
  }

  const titleId = `${id}-title`;
  const captionId = `${id}-caption`;
  const values = shown.flatMap((one) => one.points.map((point) => point.y));
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const tickLabels = ticks.map(format);
  const left = Math.ceil(Math.max(...tickLabels.map((label) => label.length)) * CHAR + 10);
  const plotWidth = WIDTH - left - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const band = plotWidth / categories.length;
  const centre = (index: number) => left + band * (index + 0.5);
  const labelEvery = Math.ceil(categories.length / Math.max(1, Math.floor(plotWidth / LABEL_SLOT)));
  const labelChars = Math.max(3, Math.floor((band * labelEvery - 4) / CHAR));
  const valueAt = (one: (typeof shown)[number], x: string) => one.points.find((point) => point.x === x)?.y;

  return (
    <figure className="report-chart">
      <figcaption className="report-chart-title" aria-hidden="true">
        {title}
      </figcaption>
      {shown.length > 1 ? (
        <ul className="report-chart-legend" aria-hidden="true">
          {shown.map((one, index) => (
            <li key={one.label} className={`report-chart-series-${index % SERIES_COLOURS}`}>
              <span className="report-chart-swatch" />
              {one.label}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        className={`report-chart-svg report-chart-${kind}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{title}</title>
        <g className="report-chart-axis">
          {ticks.map((tick, index) => (
            <g key={tick}>
              <line className="report-chart-grid" x1={left} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} />
              <text x={left - 6} y={y(tick)} dy="0.35em" textAnchor="end">
                {tickLabels[index]}
              </text>
            </g>
          ))}
          <line className="report-chart-baseline" x1={left} x2={WIDTH - RIGHT} y1={y(0)} y2={y(0)} />
          {categories.map((x, index) =>
            index % labelEvery === 0 ? (
              <text key={x} x={centre(index)} y={HEIGHT - BOTTOM + FONT + 6} textAnchor="middle">
                {shorten(x, labelChars)}
              </text>
            ) : null,
          )}
        </g>
        {kind === 'bar'
          ? shown.map((one, seriesIndex) => {
              const width = (band * 0.8) / shown.length;
              return (
                <g key={one.label} className={`report-chart-series-${seriesIndex % SERIES_COLOURS}`}>
                  {categories.map((x, index) => {
                    const value = valueAt(one, x);
                    if (value === undefined) return null;
                    return (
                      <rect
                        key={x}
                        className="report-chart-bar"
                        x={left + band * index + band * 0.1 + width * seriesIndex}
                        y={Math.min(y(value), y(0))}
                        width={width}
                        height={Math.abs(y(value) - y(0))}
                      >
                        <title>{`${one.label}, ${x}: ${format(value)}`}</title>
                      </rect>
                    );
                  })}
                </g>
              );
            })
          : shown.map((one, seriesIndex) => {
              const placed = categories.flatMap((x, index) => {
                const value = valueAt(one, x);
                return value === undefined ? [] : [{ x, value, cx: centre(index), cy: y(value) }];
              });
              return (
                <g key={one.label} className={`report-chart-series-${seriesIndex % SERIES_COLOURS}`}>
                  {placed.length > 1 ? (
                    <polyline
                      className="report-chart-line"
                      points={placed.map((point) => `${round(point.cx)},${round(point.cy)}`).join(' ')}
                    />
                  ) : null}
                  {placed.map((point) => (
                    <circle key={point.x} className="report-chart-point" cx={point.cx} cy={point.cy} r={3.5}>
                      <title>{`${one.label}, ${point.x}: ${format(point.value)}`}</title>
                    </circle>
                  ))}
                </g>
              );
            })}
      </svg>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and a keyboard must reach it */}
      <section className="report-chart-table-wrap" aria-labelledby={captionId} tabIndex={0}>
        <table className="report-chart-table">
          <caption id={captionId} className="visually-hidden">
            {title}
          </caption>
          <thead>
            <tr>
              <th scope="col">{words.category}</th>
              {shown.map((one) => (
                <th key={one.label} scope="col">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((x) => (
              <tr key={x}>
                <th scope="row">{x}</th>
                {shown.map((one) => {
                  const value = valueAt(one, x);
                  return <td key={one.label}>{value === undefined ? '' : format(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </figure>
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

function shorten(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars - 1)}…`;
}

/** Round ticks from at most `low` to at least `high`, 1, 2 or 5 times a power of ten apart. */
export function niceTicks(low: number, high: number, count = 4): number[] {
  const top = low === high ? low + 1 : high;
  const rough = (top - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let index = 0; ; index += 1) {
    // + 0 turns -0 into 0.
    const tick = Number((first + index * step).toPrecision(12)) + 0;
    ticks.push(tick);
    if (tick >= top) return ticks;
  }
}
