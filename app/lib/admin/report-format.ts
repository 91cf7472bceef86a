import type { FunnelReportView, ReportComparison, ReportMoney, ReportProportion } from '@contract/reports';

type Variant = FunnelReportView['funnels'][number]['variants'][number];

// How the back office's reports write rates, intervals, verdicts and money. Pure; no clock.

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** 12.5%, or — when nobody was counted. */
export function rateOf(share: ReportProportion): string {
  return share.rate === null ? '—' : percent(share.rate);
}

/** (9.1–16.8%): the Wilson 95% interval; empty when nobody was counted. */
export function intervalOf(share: ReportProportion): string {
  return share.low === null || share.high === null
    ? ''
    : `(${(share.low * 100).toFixed(1)}–${percent(share.high)})`;
}

/** p = 0.012, p = 0.41, p < 0.001 */
export function pValueText(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${Number(p.toPrecision(2))}`;
}

/**
 * A comparison with the baseline in one plain sentence: how many points better or worse, and
 * whether that is more than chance would explain.
 */
export function verdict(
  comparison: ReportComparison,
  subject: { variant: number; baseline: number; converts: string; outcome: string },
): string {
  const who = `Variant ${subject.variant}`;
  const base = `variant ${subject.baseline}`;
  if (!comparison.computed || comparison.pValue === null || comparison.difference === null) {
    return comparison.reason === 'noVariation'
      ? `${who} cannot be compared with ${base} yet: in both, every visitor or none ${subject.outcome}. Keep collecting.`
      : `${who} cannot be compared with ${base} yet: one of them had no visitor in this period.`;
  }
  const points = Math.abs(comparison.difference * 100).toFixed(1);
  const p = pValueText(comparison.pValue);
  if (points === '0.0')
    return `${who} ${subject.converts} as well as ${base}; no difference (${p}): keep collecting.`;
  const how = `${who} ${subject.converts} ${points} points ${comparison.difference > 0 ? 'better' : 'worse'} than ${base}`;
  return comparison.significant
    ? `${how}; the difference is real (${p}).`
    : `${how}; the difference could be chance (${p}): keep collecting.`;
}

/** 38.11 USD, from minor units; negative amounts keep their sign. */
export function moneyText(money: ReportMoney): string {
  return `${(money.amount / 100).toFixed(2)} ${money.currency.toUpperCase()}`;
}

/** Every currency's amount, or 0 when no money moved. */
export function moneyList(amounts: readonly ReportMoney[]): string {
  return amounts.length ? amounts.map(moneyText).join(' · ') : '0.00';
}

/** Each stage of a variant, in order: its quiz steps, then what visitors did after them. */
export function stagesOf(variant: Variant): { label: string; short: string; share: ReportProportion }[] {
  return [
    ...variant.steps.map((step) => ({
      label: `Step ${step.step}: ${step.id}`,
      short: `Step ${step.step}`,
      share: step.answered,
    })),
    { label: 'Saw the result', short: 'Result', share: variant.resultsSeen },
    { label: 'Left an email', short: 'Email', share: variant.emailsLeft },
    { label: 'Started a checkout', short: 'Checkout', share: variant.checkoutsStarted },
    { label: 'Paid', short: 'Paid', share: variant.paid },
    { label: 'Trial converted', short: 'Converted', share: variant.trialsConverted },
  ];
}

/** The address of a report's CSV for the same period. */
export function csvHref(page: string, from: string, to: string): string {
  return `${page}.csv?${new URLSearchParams({ from, to })}`;
}
