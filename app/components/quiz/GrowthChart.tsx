import { useTranslation } from '~/lib/i18n';

type Point = { week: number; value: number };

const width = 320;
const height = 180;
const pad = { left: 28, right: 28, top: 24, bottom: 32 };

/**
 * The growth chart as server-drawn SVG: Now, then weeks 1 to 4, on a 0-100 scale. The same points
 * are its text alternative, so a screen reader hears the numbers the picture shows.
 */
export function GrowthChart({ growth }: { growth: Point[] }) {
  const { t } = useTranslation('quiz');
  const label = (week: number) => (week === 0 ? t('result.now') : t('result.week', { week }));
  const x = (index: number) =>
    pad.left + (index * (width - pad.left - pad.right)) / Math.max(1, growth.length - 1);
  const y = (value: number) => pad.top + ((100 - value) * (height - pad.top - pad.bottom)) / 100;
  const line = growth.map((point, index) => `${x(index)},${y(point.value)}`).join(' ');
  const area = `${x(0)},${height - pad.bottom} ${line} ${x(growth.length - 1)},${height - pad.bottom}`;
  const description = t('result.chartDescription', {
    points: growth
      .map((point) => t('result.chartPoint', { label: label(point.week), value: point.value }))
      .join(', '),
  });
  return (
    <figure className="growth-chart">
      <figcaption aria-hidden="true">{t('result.chartTitle')}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="growth-svg-title growth-desc">
        <title id="growth-svg-title">{t('result.chartTitle')}</title>
        <desc id="growth-desc">{description}</desc>
        <polygon points={area} className="growth-area" />
        <polyline points={line} className="growth-line" fill="none" />
        {growth.map((point, index) => (
          <g key={point.week}>
            <circle
              cx={x(index)}
              cy={y(point.value)}
              r={index === growth.length - 1 ? 6 : 4}
              className="growth-dot"
            />
            <text x={x(index)} y={height - 10} textAnchor="middle" className="growth-label">
              {label(point.week)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
