import { z } from 'zod';

// The back office's reports (finance and owners): the quiz funnels and the business, for a period
// of whole UTC days. Dates are YYYY-MM-DD; `to` is the period's last day, included.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD.');

/** The period asked for; without it, the last 28 days up to today (UTC). At most 366 days. */
export const reportPeriodQuery = z.object({ from: day.optional(), to: day.optional() });

/** A rate with its Wilson 95% interval; all null when there was nobody to count. */
export const reportProportion = z.object({
  successes: z.number().int(),
  trials: z.number().int(),
  rate: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type ReportProportion = z.infer<typeof reportProportion>;

/** A two-proportion z-test against the baseline variant, or why there was none (`reason`). */
export const reportComparison = z.object({
  computed: z.boolean(),
  reason: z.enum(['noTrials', 'noVariation']).optional(),
  /** This variant's rate minus the baseline's. */
  difference: z.number().nullable(),
  z: z.number().nullable(),
  pValue: z.number().nullable(),
  significant: z.boolean(),
});
export type ReportComparison = z.infer<typeof reportComparison>;

const variantReport = z.object({
  variant: z.number().int(),
  name: z.string().nullable(),
  visitors: z.number().int(),
  steps: z.array(z.object({ step: z.number().int(), id: z.string(), answered: reportProportion })),
  resultsSeen: reportProportion,
  emailsLeft: reportProportion,
  checkoutsStarted: reportProportion,
  paid: reportProportion,
  trialsConverted: reportProportion,
  comparedToBaseline: z.object({ paid: reportComparison, emailsLeft: reportComparison }).nullable(),
});

export const funnelReportResponse = z.object({
  from: day,
  to: day,
  funnels: z.array(
    z.object({
      funnel: z.number().int(),
      title: z.string().nullable(),
      baseline: z.number().int(),
      variants: z.array(variantReport),
    }),
  ),
});
export type FunnelReportView = z.infer<typeof funnelReportResponse>;

/** An amount in minor units of one currency (lower case, as the provider writes it). */
const money = z.object({ currency: z.string(), amount: z.number().int() });
export type ReportMoney = z.infer<typeof money>;

const dayCounts = {
  /** Subscriptions created (trials included). */
  newSubscriptions: z.number().int(),
  /** Of those, the ones starting with a trial. */
  newTrials: z.number().int(),
  /** Cancellations asked for (the plan runs to its period's end). */
  cancellations: z.number().int(),
  /** Plans that ended: canceled or unpaid, at their end. */
  plansEnded: z.number().int(),
  /** Succeeded charges of a subscription after its first. */
  renewals: z.number().int(),
  /** Failed charges. */
  refusedPayments: z.number().int(),
  /** Succeeded charges less succeeded refunds, per currency. */
  revenue: z.array(money),
};

export const businessReportResponse = z.object({
  from: day,
  to: day,
  /** The instant the figures "as of the period's end" are taken: its end, or now if sooner. */
  asOf: z.iso.datetime(),
  days: z.array(z.object({ day, ...dayCounts })),
  totals: z.object(dayCounts),
  /** Plans running as of `asOf`, per plan: paid (active) and in their trial. */
  plans: z.array(z.object({ plan: z.string(), active: z.number().int(), trials: z.number().int() })),
  active: z.number().int(),
  trials: z.number().int(),
  /** Monthly recurring revenue per currency: see `mrrRule`. */
  mrr: z.array(money),
  mrrRule: z.string(),
  churn: z.object({
    runningAtStart: z.number().int(),
    /** Of those, the ones that ended in the period. */
    ended: z.number().int(),
    /** ended / runningAtStart; null when nothing was running. */
    rate: z.number().nullable(),
    rule: z.string(),
  }),
});
export type BusinessReportView = z.infer<typeof businessReportResponse>;
