import { describe, expect, it } from 'vitest';
import { createTtlCache } from '~/lib/ttl-cache.server';

function setup() {
  let now = 0;
  let loads = 0;
  let fail = false;
  const cache = createTtlCache(
    async (key) => {
      loads += 1;
      if (fail) throw new Error('backend away');
      return `${key}#${loads}`;
    },
    { freshMs: 60, maxStaleMs: 600, now: () => now },
  );
  return {
    cache,
    loads: () => loads,
    at: (ms: number) => {
      now = ms;
    },
    failing: (value: boolean) => {
      fail = value;
    },
  };
}

// Lets loads started behind a reader finish.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('values kept for a while', () => {
  it('loads once for readers who ask together, then serves the kept value while fresh', async () => {
    const { cache, loads, at } = setup();
    expect(await Promise.all([cache.get('terms'), cache.get('terms')])).toEqual(['terms#1', 'terms#1']);
    at(59);
    expect(await cache.get('terms')).toBe('terms#1');
    expect(loads()).toBe(1);
  });

  it('serves a stale value at once and refreshes it behind the reader', async () => {
    const { cache, loads, at } = setup();
    await cache.get('terms');
    at(61);
    expect(await cache.get('terms')).toBe('terms#1');
    await Promise.resolve();
    expect(await cache.get('terms')).toBe('terms#2');
    expect(loads()).toBe(2);
  });

  it('keeps serving the stale value while refreshes fail, and waits once it is too old', async () => {
    const { cache, at, failing } = setup();
    await cache.get('terms');
    failing(true);
    at(100);
    expect(await cache.get('terms')).toBe('terms#1');
    at(700);
    await expect(cache.get('terms')).rejects.toThrow('backend away');
    failing(false);
    expect(await cache.get('terms')).toBe('terms#3');
  });

  it('shows what it keeps without waiting, and loads it behind the reader who had none', async () => {
    const { cache, loads, at } = setup();
    expect(cache.peek('terms')).toBeUndefined();
    await settled();
    expect(cache.peek('terms')).toBe('terms#1');
    at(61);
    expect(cache.peek('terms')).toBe('terms#1');
    await settled();
    expect(cache.peek('terms')).toBe('terms#2');
    at(1_000);
    expect(cache.peek('terms')).toBeUndefined();
    expect(loads()).toBe(3);
  });
});
