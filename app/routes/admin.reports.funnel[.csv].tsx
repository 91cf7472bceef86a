import type { LoaderFunctionArgs } from '@remix-run/node';
import { stagesOf } from '~/lib/admin/report-format';
import { loadReport } from '~/lib/admin/reports.server';
import { type CsvCell, csvHeaders, toCsv } from '~/lib/csv';

const HEADER = [
  'funnel',
  'funnel title',
  'variant',
  'variant name',
  'stage',
  'visitors at stage',
  'visitors',
  'rate',
  'low 95%',
  'high 95%',
  'p-value vs baseline',
] as const;

/** The funnel report as CSV: a row per funnel, variant and stage; the period as on the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { from, to, report, problem } = await loadReport(request, 'staffFunnelReport');
  if (!report)
    return new Response(`${problem}\n`, { status: 400, headers: { 'Content-Type': 'text/plain' } });
  const rows: CsvCell[][] = [];
  for (const funnel of report.funnels)
    for (const variant of funnel.variants)
      for (const stage of stagesOf(variant)) {
        const compared =
          stage.label === 'Paid'
            ? variant.comparedToBaseline?.paid
            : stage.label === 'Left an email'
              ? variant.comparedToBaseline?.emailsLeft
              : undefined;
        rows.push([
          funnel.funnel,
          funnel.title,
          variant.variant,
          variant.name,
          stage.label,
          stage.share.successes,
          variant.visitors,
          stage.share.rate,
          stage.share.low,
          stage.share.high,
          compared?.pValue ?? null,
        ]);
      }
  return new Response(toCsv(HEADER, rows), {
    headers: { ...csvHeaders(`funnel-report-${from}-to-${to}.csv`), 'Cache-Control': 'no-store' },
  });
}
