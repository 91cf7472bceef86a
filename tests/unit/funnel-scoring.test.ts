import { describe, expect, it } from 'vitest';
import {
  growthOf,
  PERCENTILE_MIN_RESULTS,
  percentileOf,
} from '../../backend/src/modules/funnels/funnel-scoring';

describe('the quiz result', () => {
  it('uses the prior until there are enough results, then the share below, kept within 1-99', () => {
    expect(percentileOf(82, { total: PERCENTILE_MIN_RESULTS - 1, below: 0 })).toBe(82);
    expect(percentileOf(82, { total: PERCENTILE_MIN_RESULTS, below: 37 })).toBe(37);
    expect(percentileOf(82, { total: 400, below: 0 })).toBe(1);
    expect(percentileOf(82, { total: 400, below: 400 })).toBe(99);
  });

  it('starts the growth chart between 10 and 70 and rises every week, never past 95', () => {
    expect(growthOf(0, 17)[0]).toEqual({ week: 0, value: 10 });
    expect(growthOf(17, 17)[0]).toEqual({ week: 0, value: 70 });
    for (const points of [0, 5, 9, 17]) {
      const values = growthOf(points, 17).map((point) => point.value);
      expect(values).toHaveLength(5);
      for (let week = 1; week < 5; week += 1) expect(values[week]).toBeGreaterThan(values[week - 1] ?? 100);
      expect(values[4]).toBeLessThanOrEqual(95);
    }
  });
});
