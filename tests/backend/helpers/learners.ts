import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { TEST_ADMIN_TOKEN, type TestBackend } from './test-backend';

export interface TestLearner {
  id: number;
  email: string;
  pin: string;
  setupToken: string | null;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  createdAt: string;
}

export const uniqueEmail = (prefix = 'learner') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Small factories over the backend's own API, so each test makes the learners it needs. */
export function learnerHelpers(backend: TestBackend) {
  const inject = (options: InjectOptions) => backend.app.inject(options);
  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    inject({ method, url, payload, headers: bearer(TEST_ADMIN_TOKEN) });

  async function outbox(to: string): Promise<OutboxMessage[]> {
    const response = await admin('GET', `/api/admin/outbox?to=${encodeURIComponent(to)}&limit=100`);
    if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`);
    return response.json();
  }

  return {
    inject,
    admin,
    outbox,
    /** Waits for background work (mail): then "nothing was sent" is a fact, not a guess. */
    drain: () => backend.drain(),

    /** A learner with a PIN and an active 4-week plan, unless told otherwise. */
    async newLearner(
      options: { pin?: string | null; plan?: string; status?: 'active' | 'trialing'; lang?: string } = {},
    ): Promise<TestLearner> {
      const email = uniqueEmail();
      const pin = options.pin === undefined ? String(1000 + Math.floor(Math.random() * 9000)) : options.pin;
      const response = await admin('POST', '/api/admin/learners', {
        email,
        plan: options.plan ?? '4-week',
        status: options.status ?? 'active',
        lang: options.lang ?? 'en',
        ...(pin ? { pin } : {}),
      });
      if (response.statusCode !== 201) throw new Error(`create learner: ${response.body}`);
      const { id, setupToken } = response.json();
      return { id, email, pin: pin ?? '', setupToken };
    },

    login(email: string, pin: string) {
      return inject({ method: 'POST', url: '/api/product-user/login', payload: { email, pin } });
    },

    /** Signs in and answers the bearer token. */
    async signIn(learner: { email: string; pin: string }): Promise<string> {
      const response = await inject({
        method: 'POST',
        url: '/api/product-user/login',
        payload: { email: learner.email, pin: learner.pin },
      });
      if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
      return response.json().jwt;
    },

    /** The newest message of a kind to an address, once the background sending has finished. */
    async waitForMail(to: string, kind: string): Promise<OutboxMessage> {
      await backend.drain();
      const found = (await outbox(to)).find((message) => message.kind === kind);
      if (!found) throw new Error(`No ${kind} mail to ${to}`);
      return found;
    },
  };
}

/** The link in a message's text, and its token. */
export function linkIn(message: { text: string }): { url: URL; token: string } {
  const match = /https?:\/\/[^\s"<>]+/.exec(message.text);
  if (!match) throw new Error(`No link in: ${message.text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}
