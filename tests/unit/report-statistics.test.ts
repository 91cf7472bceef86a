import { describe, expect, it } from 'vitest';
import {
  compareProportions,
  proportion,
  twoSidedPValue,
  Z_95,
} from '../../backend/src/modules/reports/statistics';

/** The interval rounded as published: four decimals. */
const rounded = (value: number | null) => (value === null ? null : Number(value.toFixed(4)));

describe('a rate with its 95% interval', () => {
  // Newcombe R.G., "Two-sided confidence intervals for the single proportion: comparison of seven
  // methods", Statistics in Medicine 17 (1998) 857-872, table I, method 3 (Wilson score, no
  // continuity correction), for its four worked examples.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('gives Newcombe’s Wilson interval for %i/%i', (successes, trials, low, high) => {
    const result = proportion(successes, trials);
    expect(result.rate).toBeCloseTo(successes / trials, 12);
    expect([rounded(result.low), rounded(result.high)]).toEqual([low, high]);
  });

  it('is exactly 0 or 1 at the ends and stays within them', () => {
    expect(proportion(0, 1)).toMatchObject({ rate: 0, low: 0 });
    expect(proportion(7, 7)).toMatchObject({ rate: 1, high: 1 });
    const one = proportion(1, 1);
    expect(one.low).toBeGreaterThan(0);
    expect(one.low).toBeLessThan(1);
  });

  it('answers nulls, not NaN, when nothing was tried', () => {
    expect(proportion(0, 0)).toEqual({ successes: 0, trials: 0, rate: null, low: null, high: null });
  });

  it('refuses counts that cannot be', () => {
    expect(() => proportion(3, 2)).toThrow(RangeError);
    expect(() => proportion(-1, 2)).toThrow(RangeError);
    expect(() => proportion(1.5, 2)).toThrow(RangeError);
  });
});

describe('two rates compared', () => {
  it('gives the two-sided p-values of the standard normal quantiles', () => {
    // z(0.975), z(0.995) and z(0.9995): two-sided 5%, 1% and 0.1%.
    expect(twoSidedPValue(Z_95)).toBeCloseTo(0.05, 6);
    expect(twoSidedPValue(-2.5758293035489)).toBeCloseTo(0.01, 6);
    expect(twoSidedPValue(3.2905267314919)).toBeCloseTo(0.001, 6);
    expect(twoSidedPValue(0)).toBeCloseTo(1, 6);
  });

  it('finds no difference in the mammogram trial (OpenIntro’s worked example)', () => {
    // OpenIntro, Introduction to Modern Statistics (Çetinkaya-Rundel & Hardin), "Inference for
    // comparing two proportions", the mammogram example (Miller et al., BMJ 2014): 505 of the 44,910
    // in the control group and 500 of the 44,925 who had mammograms died of breast cancer. The book
    // finds p̂_pool = 0.0112, SE = 0.0007, Z = -0.17 and a p-value of about 0.87 from rates it rounds
    // first; unrounded, Z = -0.1639 and p = 0.8698.
    const result = compareProportions({ successes: 505, trials: 44_910 }, { successes: 500, trials: 44_925 });
    if (!result.computed) throw new Error('expected a test');
    expect(Math.abs(result.z - -0.17)).toBeLessThan(0.01);
    expect(result.z).toBeCloseTo(-0.1639, 4);
    expect(Math.abs(result.pValue - 0.87)).toBeLessThan(0.01);
    expect(result.difference).toBeCloseTo(500 / 44_925 - 505 / 44_910, 12);
    expect(result.significant).toBe(false);
  });

  it('finds the difference of a classic A/B-style comparison significant', () => {
    // J. Sauro, "Ask Stats" (usablestats.com/askstats/question/866): 118 of 3303 against 80 of 3303,
    // pooled 0.02997, SE 0.004196, z = 2.742, two-sided p = 0.00611.
    const result = compareProportions({ successes: 80, trials: 3303 }, { successes: 118, trials: 3303 });
    if (!result.computed) throw new Error('expected a test');
    expect(result.difference).toBeCloseTo(0.0115, 4);
    expect(result.z).toBeCloseTo(2.742, 3);
    expect(result.pValue).toBeCloseTo(0.00611, 5);
    expect(result.significant).toBe(true);
    // Swapped, only the sign changes.
    const swapped = compareProportions({ successes: 118, trials: 3303 }, { successes: 80, trials: 3303 });
    expect(swapped).toMatchObject({ computed: true, z: -result.z, pValue: result.pValue });
  });

  it('says "not enough data" instead of NaN', () => {
    expect(compareProportions({ successes: 0, trials: 0 }, { successes: 3, trials: 10 })).toEqual({
      computed: false,
      reason: 'noTrials',
      difference: null,
      z: null,
      pValue: null,
      significant: false,
    });
    expect(compareProportions({ successes: 4, trials: 10 }, { successes: 0, trials: 0 })).toMatchObject({
      computed: false,
      reason: 'noTrials',
    });
    // Nobody paid on either side, or everybody did: the pooled rate leaves no variance.
    expect(compareProportions({ successes: 0, trials: 40 }, { successes: 0, trials: 25 })).toEqual({
      computed: false,
      reason: 'noVariation',
      difference: 0,
      z: null,
      pValue: null,
      significant: false,
    });
    expect(compareProportions({ successes: 5, trials: 5 }, { successes: 9, trials: 9 })).toMatchObject({
      computed: false,
      reason: 'noVariation',
    });
  });

  it('calls a difference significant only below p = 0.05', () => {
    // 50/100 against 64/100: z = 1.9996, p = 0.0455; against 63/100: z = 1.8542, p = 0.0637.
    expect(compareProportions({ successes: 50, trials: 100 }, { successes: 64, trials: 100 })).toMatchObject({
      significant: true,
    });
    expect(compareProportions({ successes: 50, trials: 100 }, { successes: 63, trials: 100 })).toMatchObject({
      significant: false,
    });
  });
});
