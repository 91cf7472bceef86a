import type { Database } from '../../db/database';
import { createFunnelReportRepository, type StepCount, type VariantCounts } from './funnel-report.repository';
import { type Comparison, compareProportions, type Proportion, proportion } from './statistics';

/** What the report needs of a funnel as content/funnels defines it (a read `Funnel` is one). */
export interface FunnelDefinition {
  id: number;
  title: string;
  steps: readonly { id: string }[];
  variants: readonly { id: number; name: string; steps: readonly string[] }[];
}

export interface FunnelReportQuery {
  /** The leads created from `from` (included) to `to` (excluded) are the report's visitors. */
  from: Date;
  to: Date;
  /** The funnels served: each variant's steps in their order, and the variants with no visitor yet. */
  funnels: readonly FunnelDefinition[];
}

/** One funnel variant's visitors and, as a share of them, how far they went. */
export interface VariantReport {
  variant: number;
  /** The variant's name in content; null for a variant the content no longer has. */
  name: string | null;
  visitors: number;
  /** Each step of the variant in its order, with the visitors who answered it. */
  steps: { step: number; id: string; answered: Proportion }[];
  resultsSeen: Proportion;
  emailsLeft: Proportion;
  checkoutsStarted: Proportion;
  paid: Proportion;
  /** See `trialConvertedRule` in funnel-report.repository.ts. */
  trialsConverted: Proportion;
  /** Against the funnel's baseline variant, on paid and on emails per visitor; null for the baseline. */
  comparedToBaseline: { paid: Comparison; emailsLeft: Comparison } | null;
}

export interface FunnelReportEntry {
  funnel: number;
  /** The funnel's title in content; null for a funnel the content no longer has. */
  title: string | null;
  /** Variant 1, or the lowest-numbered variant when there is no variant 1. */
  baseline: number;
  variants: VariantReport[];
}

export interface FunnelReport {
  from: Date;
  to: Date;
  funnels: FunnelReportEntry[];
}

export type FunnelReportService = ReturnType<typeof createFunnelReport>;

const noCounts = (funnel: number, variant: number): VariantCounts => ({
  funnel,
  variant,
  visitors: 0,
  resultsSeen: 0,
  emailsLeft: 0,
  checkoutsStarted: 0,
  paid: 0,
  trialsConverted: 0,
});

/**
 * The quiz funnels' report for a period, per funnel and variant: the leads created in the period
 * (visitors), how many answered each step, saw their result, left their email, started a checkout,
 * paid, and saw a trial convert, whenever they did it. Every variant of a defined funnel is listed,
 * visited or not; leads of a funnel or variant the content no longer has are listed too, without steps.
 */
export function createFunnelReport(db: Database) {
  const repository = createFunnelReportRepository(db);

  return {
    async report({ from, to, funnels }: FunnelReportQuery): Promise<FunnelReport> {
      if (!(from.getTime() < to.getTime())) throw new RangeError('the period must end after it starts');
      const [counts, steps] = await Promise.all([
        repository.variantCounts(from, to),
        repository.stepCounts(from, to),
      ]);
      const ids = new Map<number, Set<number>>();
      const add = (funnel: number, variant: number) => {
        const variants = ids.get(funnel) ?? new Set<number>();
        variants.add(variant);
        ids.set(funnel, variants);
      };
      for (const funnel of funnels) for (const variant of funnel.variants) add(funnel.id, variant.id);
      for (const row of counts) add(row.funnel, row.variant);

      const entries = [...ids.entries()].map(([funnelId, variantIds]): FunnelReportEntry => {
        const definition = funnels.find((funnel) => funnel.id === funnelId);
        const ordered = [...variantIds].sort((a, b) => a - b);
        const baseline = ordered.includes(1) ? 1 : (ordered[0] ?? 1);
        const variants = ordered.map((variantId) =>
          variantReport(
            definition,
            counts.find((row) => row.funnel === funnelId && row.variant === variantId) ??
              noCounts(funnelId, variantId),
            steps,
          ),
        );
        const base = variants.find((variant) => variant.variant === baseline);
        for (const variant of variants) {
          if (!base || variant === base) continue;
          variant.comparedToBaseline = {
            paid: compareProportions(countOf(base.paid), countOf(variant.paid)),
            emailsLeft: compareProportions(countOf(base.emailsLeft), countOf(variant.emailsLeft)),
          };
        }
        return { funnel: funnelId, title: definition?.title ?? null, baseline, variants };
      });
      return { from, to, funnels: entries.sort((a, b) => a.funnel - b.funnel) };
    },
  };
}

const countOf = (share: Proportion) => ({ successes: share.successes, trials: share.trials });

function variantReport(
  definition: FunnelDefinition | undefined,
  counts: VariantCounts,
  steps: readonly StepCount[],
): VariantReport {
  const variant = definition?.variants.find((candidate) => candidate.id === counts.variant);
  // The variant's steps in its order, as the quiz shows them (funnel-scoring.ts `stepsOf`).
  const stepIds = (variant?.steps ?? []).filter((id) => definition?.steps.some((step) => step.id === id));
  const of = (successes: number) => proportion(successes, counts.visitors);
  return {
    variant: counts.variant,
    name: variant?.name ?? null,
    visitors: counts.visitors,
    steps: stepIds.map((id, index) => ({
      step: index + 1,
      id,
      answered: of(
        steps.find((row) => row.funnel === counts.funnel && row.variant === counts.variant && row.step === id)
          ?.answered ?? 0,
      ),
    })),
    resultsSeen: of(counts.resultsSeen),
    emailsLeft: of(counts.emailsLeft),
    checkoutsStarted: of(counts.checkoutsStarted),
    paid: of(counts.paid),
    trialsConverted: of(counts.trialsConverted),
    comparedToBaseline: null,
  };
}
