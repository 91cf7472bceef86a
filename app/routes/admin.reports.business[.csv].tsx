import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadReport } from '~/lib/admin/reports.server';
import { type CsvCell, csvHeaders, toCsv } from '~/lib/csv';

/** The business report per day as CSV, amounts in major units, a revenue column per currency. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { from, to, report, problem } = await loadReport(request, 'staffBusinessReport');
  if (!report)
    return new Response(`${problem}\n`, { status: 400, headers: { 'Content-Type': 'text/plain' } });
  const currencies = [...new Set(report.totals.revenue.map((entry) => entry.currency))];
  const header = [
    'day',
    'new plans',
    'new trials',
    'cancellations',
    'plans ended',
    'renewals',
    'refused payments',
    ...currencies.map((currency) => `revenue ${currency.toUpperCase()}`),
  ];
  const rows: CsvCell[][] = report.days.map((day) => [
    day.day,
    day.newSubscriptions,
    day.newTrials,
    day.cancellations,
    day.plansEnded,
    day.renewals,
    day.refusedPayments,
    ...currencies.map(
      (currency) => (day.revenue.find((entry) => entry.currency === currency)?.amount ?? 0) / 100,
    ),
  ]);
  return new Response(toCsv(header, rows), {
    headers: { ...csvHeaders(`business-report-${from}-to-${to}.csv`), 'Cache-Control': 'no-store' },
  });
}
