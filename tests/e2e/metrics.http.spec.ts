import { expect, test } from '@playwright/test';
import { backendToken, createLearner, deleteLearner } from './support/learners';
import { metricsToken, ports } from './support/ports';

// What an operator's Prometheus reads from each process of the running product: only with the token,
// every page by its route (never its address), the backend calls, the caches and the process.

const web = `http://127.0.0.1:${ports.web}`;
const backend = `http://127.0.0.1:${ports.backend}`;
const withToken = { authorization: `Bearer ${metricsToken}` };

/** The value of the first series of `name` whose labels include `labels`. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

test('both processes serve metrics only to the bearer of the token', async ({ request }) => {
  for (const base of [web, backend]) {
    const refused = await request.get(`${base}/metrics`);
    expect(refused.status()).toBe(401);
    expect(await refused.text()).not.toContain('http_request_duration_seconds');
    const wrong = await request.get(`${base}/metrics`, {
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.status()).toBe(401);
    const answer = await request.get(`${base}/metrics`, { headers: withToken });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/plain');
    expect(answer.headers()['cache-control']).toBe('no-store');
  }
});

test('the web app times pages by route, and counts its backend calls and its memory', async ({ request }) => {
  const address = `/no-such-page-${Date.now()}`;
  for (const path of ['/terms', '/terms', '/terms', address, '/login']) await request.get(`${web}${path}`);
  const text = await (await request.get(`${web}/metrics`, { headers: withToken })).text();
  expect(
    seriesValue(text, 'http_request_duration_seconds_count', { route: 'routes/terms', status_code: '200' }),
  ).toBeGreaterThanOrEqual(2);
  // An unknown address is counted under the route that answers it, the page not found.
  expect(
    seriesValue(text, 'http_request_duration_seconds_count', { route: 'routes/$', status_code: '404' }),
  ).toBeGreaterThanOrEqual(1);
  expect(text).not.toContain(address);
  expect(
    seriesValue(text, 'skillpilot_backend_call_duration_seconds_count', {
      operation: 'legalDocument',
      outcome: 'ok',
    }),
  ).toBeGreaterThanOrEqual(1);
  expect(
    seriesValue(text, 'skillpilot_cache_lookups_total', { cache: 'render_memo', result: 'hit' }),
  ).toBeGreaterThan(0);
  expect(seriesValue(text, 'skillpilot_cache_entries', { cache: 'render_memo' })).toBeGreaterThan(0);
  expect(seriesValue(text, 'http_requests_shed_total', { reason: 'requests_in_flight' })).toBe(0);
  expect(seriesValue(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  expect(seriesValue(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
});

test('the backend counts the web app’s calls, the sign-ins and the learner memory', async ({ request }) => {
  const scrape = async () => (await request.get(`${backend}/metrics`, { headers: withToken })).text();
  const before = await scrape();
  const learner = await createLearner();
  try {
    const token = await backendToken(learner);
    await request.get(`${backend}/api/product-user/me`, { headers: { authorization: `Bearer ${token}` } });
    const after = await scrape();
    expect(
      seriesValue(after, 'http_request_duration_seconds_count', {
        route: '/api/legal/:key',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    const signedIn = (text: string) =>
      seriesValue(text, 'skillpilot_sign_ins_total', { outcome: 'signed_in' }) ?? 0;
    expect(signedIn(after)).toBeGreaterThan(signedIn(before));
    expect(seriesValue(after, 'skillpilot_mail_total', { kind: 'set-pin', outcome: 'failed' })).toBe(0);
    expect(seriesValue(after, 'skillpilot_cache_entries', { cache: 'learner_rows' })).toBeGreaterThan(0);
  } finally {
    await deleteLearner(learner.id);
  }
});
