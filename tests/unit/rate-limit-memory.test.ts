import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCounts } from '../../backend/src/http/rate-limit-store';

describe('rate-limit counts kept in memory while Redis is away', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('count each key in a fixed window and start again once it ends', () => {
    const counts = new MemoryCounts();
    expect(counts.count('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    vi.advanceTimersByTime(20_000);
    expect(counts.count('a', 60_000)).toEqual({ current: 2, ttl: 40_000 });
    expect(counts.count('b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    vi.advanceTimersByTime(40_000);
    expect(counts.count('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('forget the least recently counted key past their bound', () => {
    const counts = new MemoryCounts(2);
    counts.count('a', 60_000);
    counts.count('b', 60_000);
    counts.count('a', 60_000);
    counts.count('c', 60_000);
    expect(counts.count('a', 60_000).current).toBe(3);
    expect(counts.count('b', 60_000).current).toBe(1);
  });
});
