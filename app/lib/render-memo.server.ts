import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { csrfField } from './csrf.server';

/**
 * Pages rendered from the same data, kept for a while so that showing one again (a reload, Back,
 * a return to the guides) skips React's rendering, the largest part of a page's cost.
 *
 * A page is a function of its address, its language and its loaders' data, so those make the key;
 * the clock is never read while rendering (loaders put dates in their data). Some values differ
 * on every answer without changing anything else: the script nonce and the data's `varyingFields`.
 * They are left out of the key, kept as marks in the stored page and filled in for each answer, so
 * each answer still carries its own. Such a value must appear in the page only as it is, and be
 * long enough not to occur anywhere else by chance.
 *
 * Only plain successful GETs are kept: not an action's answer, an error page or any other status.
 */

export type RenderInput = {
  url: string;
  method: string;
  status: number;
  language: string;
  nonce: string;
  loaderData: Record<string, unknown>;
  actionData: unknown;
  errors: unknown;
};

/** Fields of a route's data, at its top level, that differ on every answer. */
export const varyingFields = [
  // The forms' anti-forgery token, salted anew for each answer.
  csrfField,
  // The lesson player: when the fragment was shown, to time the lesson.
  'openedAt',
];

/** A page that may be kept: its key and this answer's varying values, the nonce first. */
export type MemoEntry = { key: string; values: string[] };

/** Shorter values could occur elsewhere in a page, where filling in would change them (a time in
 * milliseconds has 13 digits). */
const shortestVarying = 12;

const markOf = (index: number) => `\u0000${index}\u0000`;

export function createRenderMemo({
  maxBytes,
  ttlMs,
  clock,
}: {
  maxBytes: number;
  ttlMs: number;
  /** Where the time comes from, in milliseconds (default: `performance`). */
  clock?: { now(): number };
}) {
  const kept =
    maxBytes > 0
      ? new LRUCache<string, string>({
          maxSize: maxBytes,
          // Strings are held as UTF-16 in the worst case.
          sizeCalculation: (html) => Math.max(1, html.length * 2),
          ttl: ttlMs,
          ...(clock ? { perf: clock } : {}),
        })
      : null;

  return {
    /** The entry of a page that may be kept, or null. */
    find(input: RenderInput): MemoEntry | null {
      if (!kept || input.method !== 'GET' || input.status !== 200 || input.actionData || input.errors) {
        return null;
      }
      const values = [input.nonce];
      for (const data of Object.values(input.loaderData)) {
        if (!data || typeof data !== 'object') continue;
        for (const field of varyingFields) {
          const value = (data as Record<string, unknown>)[field];
          if (value === undefined || value === null) continue;
          const text = String(value);
          if (text.length < shortestVarying) return null;
          values.push(text);
        }
      }
      let data = JSON.stringify(input.loaderData);
      for (const value of values) data = data.replaceAll(value, '');
      const key = createHash('sha256')
        .update(`${input.url}\n${input.language}\n`)
        .update(data)
        .digest('base64');
      return { key, values };
    },

    /** The kept page of the entry with this answer's own values, if it is kept. */
    filled(entry: MemoEntry): string | null {
      const html = kept?.get(entry.key);
      if (html === undefined) return null;
      return entry.values.reduce((page, value, index) => page.replaceAll(markOf(index), value), html);
    },

    /** Keeps a page just rendered for the entry, with marks in place of its varying values. */
    keep(entry: MemoEntry, html: string): void {
      kept?.set(
        entry.key,
        entry.values.reduce((page, value, index) => page.replaceAll(value, markOf(index)), html),
      );
    },

    get size(): number {
      return kept?.size ?? 0;
    },
  };
}

export type RenderMemo = ReturnType<typeof createRenderMemo>;

/**
 * Where two pages first differ, or null when they are the same: the check mode compares a kept page
 * with a new render of the same data (WEB_RENDER_MEMO_CHECK).
 */
export function differenceAt(kept: string, rendered: string): number | null {
  if (kept === rendered) return null;
  let at = 0;
  while (at < kept.length && kept[at] === rendered[at]) at += 1;
  return at;
}
