import { describe, expect, it } from 'vitest';
import { createTtlCache } from '~/lib/ttl-cache.server';

function setup({ max = 10 } = {}) {
  let now = 0;
  let loads = 0;
  let fail = false;
  const previousSeen: (string | undefined)[] = [];
  const cache = createTtlCache<string>(
    async (key, previous) => {
      loads += 1;
      previousSeen.push(previous);
      if (fail) throw new Error('backend away');
      return `${key}#${loads}`;
    },
    { max, freshMs: 60, maxStaleMs: 600, clock: { now: () => now } },
  );
  return {
    cache,
    loads: () => loads,
    previousSeen,
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
    await settled();
    expect(await cache.get('terms')).toBe('terms#2');
    expect(loads()).toBe(2);
  });

  it('keeps serving the stale value while refreshes fail, and waits once it is too old', async () => {
    const { cache, loads, at, failing } = setup();
    await cache.get('terms');
    failing(true);
    at(100);
    expect(await cache.get('terms')).toBe('terms#1');
    await settled();
    at(599);
    expect(await cache.get('terms')).toBe('terms#1');
    await settled();
    at(700);
    await expect(cache.get('terms')).rejects.toThrow('backend away');
    failing(false);
    expect(await cache.get('terms')).toBe('terms#5');
    expect(loads()).toBe(5);
  });

  it('keeps no failed first load: the next reader waits for a new one', async () => {
    const { cache, failing } = setup();
    failing(true);
    await expect(cache.get('terms')).rejects.toThrow('backend away');
    expect(cache.kept('terms')).toBeUndefined();
    failing(false);
    expect(await cache.get('terms')).toBe('terms#2');
  });

  it('lets a reader who waits for a too-old value share the refresh already on its way', async () => {
    const { cache, loads, at } = setup();
    await cache.get('terms');
    at(100);
    expect(await cache.get('terms')).toBe('terms#1');
    at(700);
    expect(await cache.get('terms')).toBe('terms#2');
    expect(loads()).toBe(2);
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

  it('keeps at most `max` values, dropping the least recently read first', async () => {
    const { cache, loads } = setup({ max: 2 });
    await cache.get('terms');
    await cache.get('privacy');
    await cache.get('terms');
    await cache.get('subscription');
    expect(cache.kept('privacy')).toBeUndefined();
    expect(await cache.get('terms')).toBe('terms#1');
    expect(await cache.get('subscription')).toBe('subscription#3');
    expect(await cache.get('privacy')).toBe('privacy#4');
    expect(loads()).toBe(4);
  });

  it('answers the readers of a load even when its value is pushed out meanwhile', async () => {
    const { cache } = setup({ max: 1 });
    const first = cache.get('terms');
    await cache.get('privacy');
    expect(await first).toBe('terms#1');
    expect(cache.kept('terms')).toBeUndefined();
  });

  it('loads afresh on request, sharing a load on its way, and gives the load the value kept before', async () => {
    const { cache, loads, previousSeen } = setup();
    await cache.get('terms');
    expect(
      await Promise.all([cache.refreshed('terms'), cache.refreshed('terms'), cache.get('terms')]),
    ).toEqual(['terms#2', 'terms#2', 'terms#1']);
    expect(await cache.get('terms')).toBe('terms#2');
    expect(loads()).toBe(2);
    expect(previousSeen).toEqual([undefined, 'terms#1']);
  });

  it('makes the next reader wait for a new value once expired, keeping the old one to compare', async () => {
    const { cache, previousSeen } = setup();
    await cache.get('terms');
    cache.expire('terms');
    expect(cache.kept('terms')).toBe('terms#1');
    expect(await cache.get('terms')).toBe('terms#2');
    expect(previousSeen).toEqual([undefined, 'terms#1']);
  });
});
