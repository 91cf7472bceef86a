import type { BusinessReportView } from '@contract/reports';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ReportChart } from '~/components/admin/ReportChart';
import { ReportPeriod } from '~/components/admin/ReportPeriod';
import { ScrollTable } from '~/components/admin/ScrollTable';
import { staffDateTime } from '~/lib/admin/admin-format';
import { csvHref, moneyList } from '~/lib/admin/report-format';
import { loadReport } from '~/lib/admin/reports.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadReport(request, 'staffBusinessReport');
}

const COUNTS = [
  { key: 'newSubscriptions', label: 'New plans' },
  { key: 'newTrials', label: 'Of them trials' },
  { key: 'cancellations', label: 'Cancellations' },
  { key: 'plansEnded', label: 'Plans ended' },
  { key: 'renewals', label: 'Renewals' },
  { key: 'refusedPayments', label: 'Refused payments' },
] as const;

const money = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 03-01 for 2026-03-01: the chart's categories within one period. */
const shortDay = (day: string) => day.slice(5);

function currenciesOf(report: BusinessReportView): string[] {
  return [...new Set(report.totals.revenue.map((entry) => entry.currency))];
}

function Headline({ report }: { report: BusinessReportView }) {
  const churn = report.churn;
  const asOf = staffDateTime(report.asOf);
  return (
    <section className="report-section" aria-labelledby="headline">
      <h2 id="headline">As of {asOf}</h2>
      <ul className="report-cards">
        <li className="report-card">
          <span className="report-card-label">Active subscribers</span>
          <span className="report-card-value">{report.active}</span>
          <span className="report-card-note">paid plans running</span>
        </li>
        <li className="report-card">
          <span className="report-card-label">Trials</span>
          <span className="report-card-value">{report.trials}</span>
          <span className="report-card-note">plans in their trial</span>
        </li>
        <li className="report-card">
          <span className="report-card-label">MRR</span>
          <span className="report-card-value">{moneyList(report.mrr)}</span>
          <span className="report-card-note">per 30-day month</span>
        </li>
        <li className="report-card">
          <span className="report-card-label">Churn in the period</span>
          <span className="report-card-value">
            {churn.rate === null ? '—' : `${(churn.rate * 100).toFixed(1)}%`}
          </span>
          <span className="report-card-note">
            {churn.runningAtStart === 0
              ? 'no plan was running at the start'
              : `${churn.ended} of ${churn.runningAtStart} plans running at the start ended`}
          </span>
        </li>
      </ul>
      <details className="report-rules">
        <summary>How these figures are counted</summary>
        <dl>
          <dt>MRR</dt>
          <dd>{report.mrrRule}</dd>
          <dt>Churn</dt>
          <dd>{churn.rule}</dd>
          <dt>Renewals</dt>
          <dd>A succeeded charge of a plan that had already been charged successfully before.</dd>
          <dt>Revenue</dt>
          <dd>Succeeded charges less succeeded refunds, on the day the money moved, per currency.</dd>
          <dt>Days</dt>
          <dd>Whole days in UTC; the period’s last day is included.</dd>
        </dl>
      </details>
    </section>
  );
}

export default function BusinessReport() {
  const { from, to, report, problem } = useLoaderData<typeof loader>();
  const currencies = report ? currenciesOf(report) : [];
  return (
    <section className="admin-page report-page" aria-labelledby="page-title">
      <h1 id="page-title">Business report</h1>
      <p className="muted">
        Plans, payments and revenue per day of the period, and where things stand at its end.
      </p>
      <ReportPeriod
        from={from}
        to={to}
        problem={problem}
        csvHref={report ? csvHref('/admin/reports/business', from, to) : null}
      />
      {report ? (
        <>
          <Headline report={report} />
          <section className="report-section" aria-labelledby="per-day">
            <h2 id="per-day">Per day</h2>
            <div className="report-charts">
              <ReportChart
                title="Revenue per day, less refunds"
                kind="bar"
                valueFormat={(value) => money.format(value)}
                texts={{ category: 'Day', empty: 'No money moved in this period' }}
                series={currencies.map((currency) => ({
                  label: currency.toUpperCase(),
                  points: report.days.map((day) => ({
                    x: shortDay(day.day),
                    y: (day.revenue.find((entry) => entry.currency === currency)?.amount ?? 0) / 100,
                  })),
                }))}
              />
              <ReportChart
                title="New plans and cancellations per day"
                kind="bar"
                texts={{ category: 'Day' }}
                series={[
                  { key: 'newSubscriptions', label: 'New plans' },
                  { key: 'cancellations', label: 'Cancellations' },
                ].map(({ key, label }) => ({
                  label,
                  points: report.days.map((day) => ({
                    x: shortDay(day.day),
                    y: day[key as 'newSubscriptions' | 'cancellations'],
                  })),
                }))}
              />
            </div>
            <ScrollTable caption={`Per day, ${report.from} to ${report.to} (UTC)`} className="report-days">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {COUNTS.map((count) => (
                    <th key={count.key} scope="col" className="report-number">
                      {count.label}
                    </th>
                  ))}
                  <th scope="col" className="report-number">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    {COUNTS.map((count) => (
                      <td key={count.key} className="report-number">
                        {day[count.key]}
                      </td>
                    ))}
                    <td className="report-number">{moneyList(day.revenue)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  {COUNTS.map((count) => (
                    <td key={count.key} className="report-number">
                      {report.totals[count.key]}
                    </td>
                  ))}
                  <td className="report-number">{moneyList(report.totals.revenue)}</td>
                </tr>
              </tfoot>
            </ScrollTable>
          </section>
          <section className="report-section" aria-labelledby="per-plan">
            <h2 id="per-plan">Per plan, as of the period’s end</h2>
            {report.plans.length === 0 ? (
              <p className="admin-empty">No plan was running.</p>
            ) : (
              <ScrollTable caption="Plans running per plan: paid and in their trial">
                <thead>
                  <tr>
                    <th scope="col">Plan</th>
                    <th scope="col" className="report-number">
                      Active (paid)
                    </th>
                    <th scope="col" className="report-number">
                      In their trial
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.plans.map((plan) => (
                    <tr key={plan.plan}>
                      <th scope="row">{plan.plan}</th>
                      <td className="report-number">{plan.active}</td>
                      <td className="report-number">{plan.trials}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">All plans</th>
                    <td className="report-number">{report.active}</td>
                    <td className="report-number">{report.trials}</td>
                  </tr>
                </tfoot>
              </ScrollTable>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}
