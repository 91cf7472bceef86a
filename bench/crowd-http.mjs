// A browser without JavaScript, as far as the server can tell: one cookie jar per learner, forms
// posted as urlencoded, redirects followed by hand so each request is timed on its own. All
// learners share one undici agent (keep-alive, as many sockets as learners), so opening
// connections does not weigh on the figures.
import { Agent } from 'undici';

export function createAgent(connections, timeoutMs) {
  return new Agent({
    connections,
    pipelining: 1,
    keepAliveTimeout: 60_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: timeoutMs,
  });
}

/**
 * A learner's browser. `record` receives every request: { kind, ms, status, at } or { kind, ms, error,
 * at }, `at` being performance.now() when it was sent.
 * `address` goes out as X-Forwarded-For: the web app trusts its local proxy, so each learner counts
 * as a visitor of their own, as a real crowd does, for the per-address limits.
 */
export function createBrowser({ agent, origin, address, record, timeoutMs }) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  /**
   * Resolves { status, location, retryAfter, html } or null after a network error (recorded either
   * way); retryAfter is the Retry-After header in seconds, or null.
   */
  async function request(kind, path, form) {
    const started = performance.now();
    try {
      const response = await agent.request({
        origin,
        path,
        method: form ? 'POST' : 'GET',
        headers: {
          cookie: cookie(),
          'x-forwarded-for': address,
          accept: 'text/html',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? form.toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const html = await response.body.text();
      record({ kind, ms: performance.now() - started, status: response.statusCode, at: started });
      let setCookies = response.headers['set-cookie'] ?? [];
      if (!Array.isArray(setCookies)) setCookies = [setCookies];
      for (const header of setCookies) {
        const [pair = ''] = header.split(';');
        const at = pair.indexOf('=');
        // An expired cookie (Max-Age=0 or an empty value) is dropped, as a browser does.
        if (/max-age=0/i.test(header) || at === pair.length - 1) jar.delete(pair.slice(0, at));
        else jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.location;
      const retryAfter = Number(response.headers['retry-after']);
      return {
        status: response.statusCode,
        location: typeof location === 'string' ? location : null,
        retryAfter: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
        html,
      };
    } catch (error) {
      record({ kind, ms: performance.now() - started, error: errorName(error), at: started });
      return null;
    }
  }

  return { request, cookie };
}

function errorName(error) {
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return 'timeout';
  return error?.code ?? error?.cause?.code ?? error?.name ?? 'error';
}

/** A redirect's target as a path on the same origin (the web app answers with absolute or relative). */
export function pathOf(location, origin) {
  const url = new URL(location, origin);
  return `${url.pathname}${url.search}`;
}
