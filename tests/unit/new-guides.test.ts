import { describe, expect, it } from 'vitest';
import { isNewGuide } from '../../backend/src/modules/catalog/course-views';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const now = new Date('2026-11-25T12:00:00Z');

describe('isNewGuide', () => {
  it('is a guide published in the last 60 days, beside older guides', () => {
    expect(isNewGuide(day('2026-11-01'), day('2025-06-01'), now)).toBe(true);
    expect(isNewGuide(day('2026-09-27'), day('2025-06-01'), now)).toBe(true);
  });

  it('is not a guide published 60 days ago or earlier', () => {
    expect(isNewGuide(day('2026-09-26'), day('2025-06-01'), now)).toBe(false);
    expect(isNewGuide(day('2025-06-01'), day('2025-06-01'), now)).toBe(false);
  });

  it('is none while every guide of the catalog is that recent: a badge on every card says nothing', () => {
    expect(isNewGuide(day('2026-11-24'), day('2026-11-23'), now)).toBe(false);
    expect(isNewGuide(day('2026-11-24'), null, now)).toBe(false);
  });
});
