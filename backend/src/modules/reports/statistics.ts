import { errorFunction } from 'simple-statistics';

// The few statistics the back office's reports show: a rate with its 95% confidence interval, and
// whether two rates differ by more than chance would explain. Pure functions, no I/O.

/** The standard normal quantile of 0.975: a 95% interval is the estimate ± Z_95 standard errors. */
export const Z_95 = 1.959963984540054;

/** Below this two-sided p-value a difference is called significant. */
export const SIGNIFICANCE_LEVEL = 0.05;

/** A rate out of some trials, with its Wilson score 95% interval; all three null when nothing was tried. */
export type Proportion =
  | { successes: number; trials: number; rate: number; low: number; high: number }
  | { successes: 0; trials: 0; rate: null; low: null; high: null };

/** A two-proportion z-test, or why there was none. */
export type Comparison =
  | {
      computed: true;
      /** b's rate minus a's: positive when b converts better. */
      difference: number;
      z: number;
      /** Two-sided. */
      pValue: number;
      significant: boolean;
    }
  | {
      computed: false;
      /** `noTrials`: a side has no trials. `noVariation`: every trial, on both sides, ended alike. */
      reason: 'noTrials' | 'noVariation';
      difference: number | null;
      z: null;
      pValue: null;
      significant: false;
    };

function checkCounts(successes: number, trials: number): void {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || successes > trials)
    throw new RangeError(`expected whole counts with 0 <= successes <= trials, got ${successes}/${trials}`);
}

/**
 * `successes / trials` with the Wilson score interval at 95% (Wilson 1927; method 3 of Newcombe,
 * "Two-sided confidence intervals for the single proportion", Statistics in Medicine 17, 1998).
 * Unlike the textbook p ± z·√(p(1−p)/n) it stays within [0, 1] and is not empty at 0 or n.
 */
export function proportion(successes: number, trials: number): Proportion {
  checkCounts(successes, trials);
  if (trials === 0) return { successes: 0, trials: 0, rate: null, low: null, high: null };
  const rate = successes / trials;
  const z2 = Z_95 * Z_95;
  const denominator = 1 + z2 / trials;
  const centre = (rate + z2 / (2 * trials)) / denominator;
  const half = (Z_95 * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials))) / denominator;
  return {
    successes,
    trials,
    rate,
    // At 0 and n the bound is exactly 0 or 1; rounding would leave it a hair off.
    low: successes === 0 ? 0 : Math.max(0, centre - half),
    high: successes === trials ? 1 : Math.min(1, centre + half),
  };
}

/** The standard normal distribution's upper tail twice: P(|Z| ≥ |z|). */
export function twoSidedPValue(z: number): number {
  // Φ(x) = (1 + erf(x / √2)) / 2, so 2·(1 − Φ(|z|)) = 1 − erf(|z| / √2).
  return Math.min(1, Math.max(0, 1 - errorFunction(Math.abs(z) / Math.SQRT2)));
}

/**
 * Whether b's rate differs from a's (the baseline): the two-proportion z-test with the pooled
 * standard error, √(p̂(1−p̂)(1/n₁ + 1/n₂)) where p̂ = (x₁ + x₂)/(n₁ + n₂). It needs trials on both
 * sides and a pooled rate strictly between 0 and 1; otherwise it says which was missing.
 */
export function compareProportions(
  a: { successes: number; trials: number },
  b: { successes: number; trials: number },
): Comparison {
  checkCounts(a.successes, a.trials);
  checkCounts(b.successes, b.trials);
  if (a.trials === 0 || b.trials === 0)
    return {
      computed: false,
      reason: 'noTrials',
      difference: null,
      z: null,
      pValue: null,
      significant: false,
    };
  const difference = b.successes / b.trials - a.successes / a.trials;
  const pooled = (a.successes + b.successes) / (a.trials + b.trials);
  if (pooled === 0 || pooled === 1)
    return { computed: false, reason: 'noVariation', difference, z: null, pValue: null, significant: false };
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials));
  const z = difference / standardError;
  const pValue = twoSidedPValue(z);
  return { computed: true, difference, z, pValue, significant: pValue < SIGNIFICANCE_LEVEL };
}
