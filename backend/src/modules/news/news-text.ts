import type { DOMPurify } from 'isomorphic-dompurify';

/** Longest description kept, in characters; longer ones are cut at a word and end with '…'. */
export const NEWS_DESCRIPTION_MAX = 400;
const TITLE_MAX = 300;
// Enough HTML for a 400-character summary; a feed's full article is not parsed whole.
const HTML_READ_MAX = 20_000;
const URL_MAX = 2_000;

// Kept (without attributes) only to put a space where they end: '<p>a</p><p>b</p>' reads 'a b'.
const BLOCKS = ['p', 'div', 'br', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr', 'td', 'th'];

// Invisible marks that reorder the text after them (after U+202E, 'fdp.exe' reads 'exe.pdf'): a
// feed could make a title say what its letters do not.
const BIDI_CONTROLS = /\p{Bidi_Control}/gu;

let purifier: Promise<DOMPurify> | undefined;

/**
 * Plain text of a feed's HTML or text: every other tag removed (script and style with their
 * content), entities decoded, bidirectional controls removed, whitespace collapsed. DOMPurify
 * parses it: no markup survives as markup.
 */
export async function plainText(html: string): Promise<string> {
  purifier ??= import('isomorphic-dompurify').then((module) => module.default);
  const purify = await purifier;
  const body = purify.sanitize(html.slice(0, HTML_READ_MAX), {
    ALLOWED_TAGS: BLOCKS,
    ALLOWED_ATTR: [],
    KEEP_CONTENT: true,
    RETURN_DOM: true,
  }) as unknown as HTMLElement;
  for (const block of body.querySelectorAll(BLOCKS.join(','))) block.after(' ');
  return (body.textContent ?? '')
    .replace(BIDI_CONTROLS, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
}

/**
 * A language a feed or the seed declares ('en-us', 'fr'), as a canonical BCP 47 tag ('en-US'), or
 * null when it declares none or something that is not a language tag.
 */
export function languageTag(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(value.trim())[0] ?? null;
  } catch {
    return null;
  }
}

/** Cuts text to `max` characters at the last word boundary, ending with '…'. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // A single long word is cut where it is rather than dropped.
  const end = space > max / 2 ? space : cut.length;
  return `${cut.slice(0, end).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

export const newsTitle = async (html: string) => capText(await plainText(html), TITLE_MAX);
export const newsDescription = async (html: string) => capText(await plainText(html), NEWS_DESCRIPTION_MAX);

/** The address when it is an absolute http(s) URL (relative to `base` if given), else null. */
export function httpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > URL_MAX) return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
