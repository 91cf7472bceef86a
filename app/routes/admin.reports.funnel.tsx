import type { FunnelReportView } from '@contract/reports';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ReportChart } from '~/components/admin/ReportChart';
import { ReportPeriod } from '~/components/admin/ReportPeriod';
import { ScrollTable } from '~/components/admin/ScrollTable';
import { csvHref, intervalOf, rateOf, stagesOf, verdict } from '~/lib/admin/report-format';
import { loadReport } from '~/lib/admin/reports.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadReport(request, 'staffFunnelReport');
}

type Funnel = FunnelReportView['funnels'][number];
type Variant = Funnel['variants'][number];

const variantName = (variant: Variant) =>
  `Variant ${variant.variant}${variant.name ? `: ${variant.name}` : ' (no longer in the content)'}`;

const wholePercent = (value: number) => `${Math.round(value * 10) / 10}%`;

function FunnelSection({ funnel }: { funnel: Funnel }) {
  const headingId = `funnel-${funnel.funnel}`;
  const title = `Funnel ${funnel.funnel}${funnel.title ? `: ${funnel.title}` : ' (no longer in the content)'}`;
  return (
    <section className="report-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ReportChart
        title={`${title}: share of visitors at each stage, per variant`}
        kind="bar"
        valueFormat={wholePercent}
        texts={{ category: 'Stage', empty: 'No visitor in this period' }}
        series={funnel.variants
          .filter((variant) => variant.visitors > 0)
          .map((variant) => ({
            label: `Variant ${variant.variant}`,
            points: stagesOf(variant).map((stage) => ({ x: stage.short, y: (stage.share.rate ?? 0) * 100 })),
          }))}
      />
      {funnel.variants.map((variant) => (
        <section
          key={variant.variant}
          className="report-variant"
          aria-labelledby={`${headingId}-variant-${variant.variant}`}
        >
          <h3 id={`${headingId}-variant-${variant.variant}`}>{variantName(variant)}</h3>
          <p className="report-visitors">
            {variant.visitors} visitor{variant.visitors === 1 ? '' : 's'} started the quiz in this period
            {variant.variant === funnel.baseline && funnel.variants.length > 1 ? ' (the baseline)' : ''}.
          </p>
          <ScrollTable
            caption={`Funnel ${funnel.funnel}, variant ${variant.variant}: visitors at each stage`}
          >
            <thead>
              <tr>
                <th scope="col">Stage</th>
                <th scope="col" className="report-number">
                  Visitors
                </th>
                <th scope="col" className="report-number">
                  Conversion (95% interval)
                </th>
              </tr>
            </thead>
            <tbody>
              {stagesOf(variant).map((stage) => (
                <tr key={stage.label}>
                  <th scope="row">{stage.label}</th>
                  <td className="report-number">{stage.share.successes}</td>
                  <td className="report-number report-conversion">
                    {rateOf(stage.share)} <span className="report-interval">{intervalOf(stage.share)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {variant.comparedToBaseline ? (
            <ul className="report-verdicts">
              <li>
                {verdict(variant.comparedToBaseline.paid, {
                  variant: variant.variant,
                  baseline: funnel.baseline,
                  converts: 'converts to paid',
                  outcome: 'paid',
                })}
              </li>
              <li>
                {verdict(variant.comparedToBaseline.emailsLeft, {
                  variant: variant.variant,
                  baseline: funnel.baseline,
                  converts: 'converts to an email',
                  outcome: 'left an email',
                })}
              </li>
            </ul>
          ) : null}
        </section>
      ))}
    </section>
  );
}

export default function FunnelReport() {
  const { from, to, report, problem } = useLoaderData<typeof loader>();
  return (
    <section className="admin-page report-page" aria-labelledby="page-title">
      <h1 id="page-title">Funnel report</h1>
      <p className="muted">
        Visitors who started a quiz in the period, and how far they went, whenever they did it. Each interval
        is the Wilson 95% interval; each variant is compared with variant 1 by a two-proportion z-test.
      </p>
      <ReportPeriod
        from={from}
        to={to}
        problem={problem}
        csvHref={report ? csvHref('/admin/reports/funnel', from, to) : null}
      />
      {report === null ? null : report.funnels.length === 0 ? (
        <p className="admin-empty">No quiz is served and no visitor started one in this period.</p>
      ) : (
        report.funnels.map((funnel) => <FunnelSection key={funnel.funnel} funnel={funnel} />)
      )}
    </section>
  );
}
