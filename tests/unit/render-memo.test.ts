import { describe, expect, it, vi } from 'vitest';
import { createRenderMemo, differenceAt, type RenderInput } from '~/lib/render-memo.server';

const token = (n: number) => `tok${n}-abcdefghijklmnopqrstuvwxyz`;
const nonce = (n: number) => `nonce${n}AAAAAAAAAAAAAAAAAA==`;

/** The input of a signed-in page whose answer n carries its own nonce and token. */
function input(n: number, changes: Partial<RenderInput> = {}): RenderInput {
  return {
    url: 'http://localhost/courses',
    method: 'GET',
    status: 200,
    language: 'en',
    nonce: nonce(n),
    loaderData: {
      root: { user: { email: 'ada@example.com' }, streak: 3 },
      'routes/courses': { guides: ['chatgpt-basics'], csrf: token(n) },
    },
    actionData: null,
    errors: null,
    ...changes,
  };
}

/** The page React would render for an input: its values where a render puts them. */
function render(page: RenderInput): string {
  const data = page.loaderData['routes/courses'] as { csrf: string; openedAt?: number };
  const opened = data.openedAt ? `<input name="openedAt" value="${data.openedAt}">` : '';
  return `<form><input name="csrf" value="${data.csrf}">${opened}</form><script nonce="${page.nonce}">${JSON.stringify(page.loaderData)}</script>`;
}

describe('the render memo', () => {
  it('shows a page again from the same data, with the new answer’s nonce and token', () => {
    const memo = createRenderMemo({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const first = memo.find(input(1));
    expect(first).not.toBeNull();
    if (!first) return;
    expect(memo.filled(first)).toBeNull();
    memo.keep(first, render(input(1)));

    const second = memo.find(input(2));
    expect(second?.key).toBe(first.key);
    if (!second) return;
    const shown = memo.filled(second);
    expect(shown).toBe(render(input(2)));
    expect(shown).not.toContain(token(1));
    expect(shown).not.toContain(nonce(1));
  });

  it('fills in the time a lesson was opened, which differs on every answer', () => {
    const memo = createRenderMemo({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const lesson = (n: number, openedAt: number) =>
      input(n, { loaderData: { 'routes/courses': { fragment: 2, csrf: token(n), openedAt } } });
    const first = memo.find(lesson(1, 1_764_000_000_000));
    if (!first) throw new Error('not kept');
    memo.keep(first, render(lesson(1, 1_764_000_000_000)));
    const second = memo.find(lesson(2, 1_764_000_004_321));
    expect(second && memo.filled(second)).toBe(render(lesson(2, 1_764_000_004_321)));
  });

  it('renders again when the data, the address or the language differ', () => {
    const memo = createRenderMemo({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const first = memo.find(input(1));
    if (!first) throw new Error('not kept');
    memo.keep(first, render(input(1)));
    const others = [
      input(2, {
        loaderData: {
          root: { user: { email: 'ada@example.com' }, streak: 4 },
          'routes/courses': { guides: ['chatgpt-basics'], csrf: token(2) },
        },
      }),
      input(2, { url: 'http://localhost/courses?lng=uk' }),
      input(2, { language: 'uk' }),
    ];
    for (const other of others) {
      const entry = memo.find(other);
      expect(entry?.key).not.toBe(first.key);
      expect(entry && memo.filled(entry)).toBeNull();
    }
  });

  it('keeps only plain successful GETs', () => {
    const memo = createRenderMemo({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    expect(memo.find(input(1, { method: 'POST' }))).toBeNull();
    expect(memo.find(input(1, { status: 404 }))).toBeNull();
    expect(memo.find(input(1, { actionData: { 'routes/courses': { error: 'blank' } } }))).toBeNull();
    expect(memo.find(input(1, { errors: { 'routes/courses': new Error('backend away') } }))).toBeNull();
  });

  it('renders again a page whose varying value is too short to fill in safely', () => {
    const memo = createRenderMemo({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    expect(memo.find(input(1, { loaderData: { 'routes/courses': { csrf: 'abc' } } }))).toBeNull();
  });

  it('keeps nothing when given no memory, and forgets pages after their time', () => {
    const off = createRenderMemo({ maxBytes: 0, ttlMs: 60_000 });
    expect(off.find(input(1))).toBeNull();

    // The cache reads the clock at most once a millisecond, then forgets the reading on a timer:
    // that timer is run by the test, with the clock, instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let now = 1_000;
      const brief = createRenderMemo({ maxBytes: 1024 * 1024, ttlMs: 20, clock: { now: () => now } });
      const entry = brief.find(input(1));
      if (!entry) throw new Error('not kept');
      brief.keep(entry, render(input(1)));
      now += 19;
      vi.advanceTimersByTime(19);
      expect(brief.filled(entry)).not.toBeNull();
      now += 2;
      vi.advanceTimersByTime(2);
      expect(brief.filled(entry)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays within its memory, forgetting the pages shown least recently', () => {
    const memo = createRenderMemo({ maxBytes: 4096, ttlMs: 60_000 });
    const entries = Array.from({ length: 10 }, (_, n) => {
      const page = input(n, { url: `http://localhost/course/${n}` });
      const entry = memo.find(page);
      if (!entry) throw new Error('not kept');
      memo.keep(entry, render(page).padEnd(700, ' '));
      return entry;
    });
    expect(memo.size).toBeLessThan(10);
    expect(memo.filled(entries[9] as (typeof entries)[number])).not.toBeNull();
    expect(memo.filled(entries[0] as (typeof entries)[number])).toBeNull();
  });
});

describe("the render memo's check mode", () => {
  it('says where a kept page and a new render first differ', () => {
    expect(differenceAt('<p>Today is Monday</p>', '<p>Today is Monday</p>')).toBeNull();
    expect(differenceAt('<p>Today is Monday</p>', '<p>Today is Tuesday</p>')).toBe(12);
    expect(differenceAt('<p>1 day</p>', '<p>1 day</p><p>more</p>')).toBe(12);
  });
});
