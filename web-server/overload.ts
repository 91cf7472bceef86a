// Sheds load before Remix renders anything: past WEB_MAX_IN_FLIGHT pages being answered at once, or
// while the event loop lags more than WEB_MAX_EVENT_LOOP_DELAY_MS on average, a request is answered at
// once with 503 and Retry-After and a small page made at start, in the visitor's language: a page
// asked for says when to try again; a form says it was not sent and how to send it again.
// Its body is dropped unread, so nothing is half-done. The static files and /health are served
// before this runs. (Decision 045.)
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { shedCount } from './metrics';

const languages = ['en', 'uk', 'es', 'fr', 'tr', 'ja', 'ko', 'pt'];

export type OverloadSettings = {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  sampleIntervalMs: number;
  retryAfterSeconds: number;
};

/** The texts of the busy pages: a page's in common.json (the app shows them too), a form's in pages.json. */
type BusyTexts = {
  errors: {
    retry: string;
    backend_busy: { title: string; text: string };
  };
};
type BusyFormTexts = { busyForm: { title: string; text: string } };

/** Per language, the page for a page asked for and the page for a form sent. */
type BusyPages = Map<string, { read: string; form: string }>;

const settingsSchema = z.object({
  WEB_OVERLOAD_SHEDDING: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  WEB_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(400),
  WEB_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(1).max(60_000).default(40),
  WEB_OVERLOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  WEB_OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3_600).default(3),
});

/** The web server's overload settings from the environment; a wrong value stops the start. */
export function overloadSettings(env: NodeJS.ProcessEnv = process.env): OverloadSettings | null {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web app configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.WEB_OVERLOAD_SHEDDING === 'false') return null;
  return {
    maxInFlight: values.WEB_MAX_IN_FLIGHT,
    maxEventLoopDelayMs: values.WEB_MAX_EVENT_LOOP_DELAY_MS,
    sampleIntervalMs: values.WEB_OVERLOAD_SAMPLE_INTERVAL_MS,
    retryAfterSeconds: values.WEB_OVERLOAD_RETRY_AFTER_SECONDS,
  };
}

/**
 * Express middleware that refuses what the process cannot take now, or null when shedding is off.
 * Requests it lets through are counted until their answer is done (or their visitor gone).
 */
export function shedOverload(settings: OverloadSettings | null, localesDir: string): RequestHandler | null {
  if (!settings) return null;
  const { maxInFlight, maxEventLoopDelayMs, sampleIntervalMs, retryAfterSeconds } = settings;
  const pages = busyPages(localesDir, retryAfterSeconds);

  // The mean lag of the event loop over the last sample, as @fastify/under-pressure measures it for
  // the backend. A sample without one tick only says the lag was at least the sample's length.
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let lagging = false;
  const sampler = setInterval(() => {
    const meanMs = histogram.count > 0 ? histogram.mean / 1e6 - resolutionMs : sampleIntervalMs;
    lagging = meanMs > maxEventLoopDelayMs;
    histogram.reset();
  }, sampleIntervalMs);
  sampler.unref();

  let inFlight = 0;
  let refusedSinceLog = 0;
  let lastLog = 0;
  const release = () => {
    inFlight -= 1;
  };

  return (request, response, next) => {
    // A page's data fetched by the enhanced app (`*.data`) goes on: Remix could not read this page in
    // its place, and a busy backend answers it with its own 503, which the app shows kindly.
    // Signing in is refused only past the bound in flight: a burst of sign-ins (a class starting)
    // lags the loop for a moment, and the backend's queue of PIN checks already bounds their cost.
    const lagAllows = !lagging || request.path === '/login';
    if ((lagAllows && inFlight < maxInFlight) || request.path.endsWith('.data')) {
      inFlight += 1;
      // 'close' comes once for every answer: sent, failed, or its visitor gone.
      response.once('close', release);
      return next();
    }
    refusedSinceLog += 1;
    shedCount.inc({ reason: lagAllows ? 'requests_in_flight' : 'event_loop_delay' });
    const now = Date.now();
    if (now - lastLog >= 10_000) {
      console.warn(
        `Too busy (${lagging ? 'event loop lagging' : `${inFlight} pages in flight`}): ` +
          `refusing requests with 503; ${refusedSinceLog} since the last such line`,
      );
      lastLog = now;
      refusedSinceLog = 0;
    }
    const language =
      languageOf(request.query.lng) ??
      languageOfCookie(request.headers.cookie) ??
      (request.acceptsLanguages(...languages) || 'en');
    const page = pages.get(language)?.[isRead(request.method) ? 'read' : 'form'] ?? '';
    // A refused form's body is read and dropped unkept, so the connection serves the next request.
    if (!isRead(request.method)) request.resume();
    response.writeHead(503, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(page),
      'Retry-After': String(retryAfterSeconds),
      // no-transform: not compressed either; a refusal must cost next to nothing.
      'Cache-Control': 'no-store, no-transform',
      'Content-Language': language,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    response.end(request.method === 'HEAD' ? undefined : page);
  };
}

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

const languageOf = (value: unknown): string | null =>
  typeof value === 'string' && languages.includes(value) ? value : null;

/** The language the visitor chose on the site (the `lng` cookie), tried before the browser's. */
function languageOfCookie(cookieHeader: string | undefined): string | null {
  const raw = /(?:^|;\s*)lng=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (!raw) return null;
  try {
    // Remix writes an unsigned cookie's value as base64 JSON.
    return languageOf(JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

/** Per language, the page for a page asked for and the page for a form sent, made once. */
function busyPages(localesDir: string, seconds: number): BusyPages {
  const pages: BusyPages = new Map();
  for (const language of languages) {
    const read = (namespace: string) =>
      JSON.parse(readFileSync(`${localesDir}/${language}/${namespace}.json`, 'utf8'));
    const { errors } = read('common') as BusyTexts;
    const { busyForm } = read('pages') as BusyFormTexts;
    const withSeconds = (text: string) => escapeHtml(text.replaceAll('{{seconds}}', String(seconds)));
    const page = (title: string, text: string, action: string) =>
      busyPage({ language, title: escapeHtml(title), text: withSeconds(text), action });
    pages.set(language, {
      // No refresh of its own: a page that reloads by itself surprises a screen reader's user (WCAG 2.2.1).
      read: page(
        errors.backend_busy.title,
        errors.backend_busy.text,
        `<a class="button" href="">${escapeHtml(errors.retry)}</a>`,
      ),
      form: page(busyForm.title, busyForm.text, ''),
    });
  }
  return pages;
}

function busyPage({
  language,
  title,
  text,
  action,
}: {
  language: string;
  title: string;
  text: string;
  action: string;
}) {
  return `<!DOCTYPE html>
<html lang="${language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Skillpilot</title>
<style>${style}</style>
</head>
<body>
<header><span class="logo">${logoMark}Skillpilot</span></header>
<main>
<h1>${title}</h1>
<p>${text}</p>
${action}
</main>
</body>
</html>
`;
}

// The product's look, in the few rules this page needs: no style sheet to fetch.
const style = `:root{color-scheme:light dark;--text:#111827;--muted:#4B5563;--page:#F8FAFC;--surface:#FFFFFF;--border:#E5E7EB;--primary:#4338CA;--primary-hover:#3730A3}
@media (prefers-color-scheme:dark){:root{--text:#F9FAFB;--muted:#D1D5DB;--page:#0B1120;--surface:#111827;--border:#374151;--primary:#A5B4FC;--primary-hover:#C7D2FE}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:var(--page)}
header{padding:12px 16px;border-bottom:1px solid var(--border);background:var(--surface)}
.logo{display:inline-flex;align-items:center;gap:8px;font-weight:700;font-size:18px}
main{max-width:560px;margin:48px auto;padding:32px 24px;text-align:center;background:var(--surface);border:1px solid var(--border);border-radius:12px;box-shadow:0 1px 3px rgb(0 0 0/.08)}
@media (max-width:600px){main{margin:24px 16px}}
h1{font-size:28px;line-height:1.2;margin:0 0 16px}p{color:var(--muted);margin:0 0 24px}p:last-child{margin:0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:10px 24px;border-radius:12px;background:var(--primary);color:#fff;font-weight:600;text-decoration:none}
@media (prefers-color-scheme:dark){.button{color:#111827}}
.button:hover{background:var(--primary-hover)}.button:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
@media (max-width:600px){.button{width:100%}}`;

const logoMark =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="#4338CA"/><path d="M6 23c5-1 9-4 12-8" stroke="#F59E0B" stroke-width="2.5" fill="none" stroke-linecap="round"/><path d="M25.5 6.5 13 12.2l4.6 1.9 1.9 4.6z" fill="#fff"/></svg>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
