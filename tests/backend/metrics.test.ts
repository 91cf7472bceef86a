import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, learnerHelpers, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

const METRICS_TOKEN = 'a-test-metrics-token-of-at-least-32-chars';

/** The value of one series in Prometheus' text format, or undefined when it is not exported. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const matches = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (matches) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics without METRICS_TOKEN', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
  });
  afterAll(() => backend?.close());

  it('are not served at all', async () => {
    const answer = await backend.app.inject({ url: '/metrics', headers: bearer('anything-at-all') });
    expect(answer.statusCode).toBe(404);
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const scrape = async () => {
    const answer = await api.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    backend = await createTestBackend({
      importContent: false,
      // Two sign-ins a minute from one address: the third is limited.
      env: { METRICS_TOKEN, RATE_LIMIT_PER_MINUTE_MULTIPLIER: '0.2' },
    });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  it('answer only the bearer of the token, never from a cache', async () => {
    expect((await api.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await api.inject({ url: '/metrics', headers: bearer(`${METRICS_TOKEN}x`) });
    expect(wrong.statusCode).toBe(401);
    const answer = await api.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(answer.headers['cache-control']).toBe('no-store');
    // Not an operation of the API: not in its description.
    const description = (await api.inject({ url: '/api/docs/openapi.json' })).json();
    expect(Object.keys(description.paths)).not.toContain('/metrics');
  });

  it('time requests by route template and status, and an unknown address as unmatched', async () => {
    const before = await scrape();
    const healthLabels = { method: 'GET', route: '/api/health', status_code: '200' };
    const healthBefore = seriesValue(before, 'http_request_duration_seconds_count', healthLabels) ?? 0;
    await api.inject({ url: '/api/health' });
    await api.inject({ url: '/api/health' });
    await api.inject({ url: '/api/no-such-address-4d9f' });
    await api.inject({ url: '/api/lessons/some-lesson' });
    const after = await scrape();
    expect(seriesValue(after, 'http_request_duration_seconds_count', healthLabels)).toBe(healthBefore + 2);
    expect(
      seriesValue(after, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // The template, never the address: no learner's id or lesson id becomes a label.
    expect(
      seriesValue(after, 'http_request_duration_seconds_count', { route: '/api/lessons/:lessonId' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('no-such-address-4d9f');
    expect(after).not.toContain('some-lesson');
    // The scrape being answered is in flight while it is measured.
    expect(seriesValue(after, 'http_requests_in_flight')).toBe(1);
  });

  it('count sign-ins by outcome: signed in, wrong PIN, locked, limited', async () => {
    const learner = await api.newLearner();
    const from = (remoteAddress: string, pin: string, email = learner.email) =>
      api.inject({ method: 'POST', url: '/api/product-user/login', payload: { email, pin }, remoteAddress });
    const wrong = learner.pin === '1111' ? '2222' : '1111';
    expect((await from('10.0.0.1', learner.pin)).statusCode).toBe(200);
    // Wrong PINs from many addresses, so only the lock of the email stops them.
    const locked = uniqueEmail('locked');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await from(`10.0.1.${attempt}`, wrong, locked)).statusCode);
    }
    // The fifth wrong PIN in a row locks the address.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // One address past its limit.
    for (let attempt = 0; attempt < 3; attempt++) await from('10.0.2.1', wrong, uniqueEmail('limited'));
    const text = await scrape();
    expect(seriesValue(text, 'skillpilot_sign_ins_total', { outcome: 'signed_in' })).toBe(1);
    expect(seriesValue(text, 'skillpilot_sign_ins_total', { outcome: 'wrong_pin' })).toBe(6);
    expect(seriesValue(text, 'skillpilot_sign_ins_total', { outcome: 'locked' })).toBe(1);
    expect(seriesValue(text, 'skillpilot_sign_ins_total', { outcome: 'limited' })).toBe(1);
    expect(seriesValue(text, 'skillpilot_sign_ins_total', { outcome: 'busy' })).toBe(0);
  });

  it('count mail by kind and outcome, and the learner memory’s hits and misses', async () => {
    const learner = await api.newLearner();
    await api.inject({
      method: 'POST',
      url: '/api/product-user/generate-reset-pin-link',
      payload: { email: learner.email },
    });
    await api.drain();
    const token = await api.signIn(learner);
    for (let call = 0; call < 3; call++)
      await api.inject({ url: '/api/product-user/me', headers: bearer(token) });
    const text = await scrape();
    expect(seriesValue(text, 'skillpilot_mail_total', { kind: 'reset-pin', outcome: 'sent' })).toBe(1);
    expect(seriesValue(text, 'skillpilot_mail_total', { kind: 'reset-pin', outcome: 'failed' })).toBe(0);
    expect(
      seriesValue(text, 'skillpilot_cache_lookups_total', { cache: 'learner_rows', result: 'hit' }),
    ).toBeGreaterThan(0);
    expect(seriesValue(text, 'skillpilot_cache_entries', { cache: 'learner_rows' })).toBeGreaterThan(0);
  });

  it('count checkouts started, declined and paid', async () => {
    const card = { name: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    const started = await api.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { planId: '4-week', email: uniqueEmail('buyer'), lang: 'en' },
    });
    expect(started.statusCode).toBe(201);
    const { id, key } = started.json().data;
    const pay = (cardNumber: string) =>
      api.inject({
        method: 'POST',
        url: `/api/checkout/${id}/pay`,
        payload: { ...card, cardNumber },
        headers: { 'x-checkout-key': key },
      });
    expect((await pay('4000 0000 0000 0002')).statusCode).toBe(402);
    expect((await pay(card.cardNumber)).statusCode).toBe(200);
    const text = await scrape();
    expect(seriesValue(text, 'skillpilot_checkouts_total', { outcome: 'started' })).toBe(1);
    expect(seriesValue(text, 'skillpilot_checkouts_total', { outcome: 'declined' })).toBe(1);
    expect(seriesValue(text, 'skillpilot_checkouts_total', { outcome: 'paid' })).toBe(1);
  });

  it('include the process: event-loop delay, heap and garbage collection', async () => {
    const text = await scrape();
    expect(seriesValue(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    expect(text).toContain('# TYPE http_requests_shed_total counter');
  });
});
