import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ports } from './ports';

// Each test makes its own learner through the backend's admin API, so tests never share state.

const backend = `http://127.0.0.1:${ports.backend}`;

/** A secret the running stack keeps under its data directory (admin token, session secret). */
export function stackSecret(name: 'admin-token' | 'session-secret'): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return readFileSync(join(dataDir, 'secrets', name), 'utf8').trim();
}

const adminToken = () => stackSecret('admin-token');

async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${backend}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminToken()}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export type TestLearner = { id: number; email: string; pin: string; setupToken: string | null };

/** A new learner with an active 4-week subscription and a PIN, unless told otherwise. */
export async function createLearner(
  options: { pin?: string | null; plan?: string; status?: 'active' | 'trialing'; lang?: string } = {},
): Promise<TestLearner> {
  const email = `learner-${randomUUID().slice(0, 8)}@example.com`;
  const pin = options.pin === undefined ? String(1000 + Math.floor(Math.random() * 9000)) : options.pin;
  const created = await admin<{ id: number; setupToken: string | null }>('POST', '/api/admin/learners', {
    email,
    plan: options.plan ?? '4-week',
    status: options.status ?? 'active',
    lang: options.lang ?? 'en',
    ...(pin ? { pin } : {}),
  });
  return { id: created.id, email, pin: pin ?? '', setupToken: created.setupToken };
}

/**
 * Moves one learner's clock forward by whole days (the stack runs with LEARNER_CLOCK_CONTROL), so a
 * test sees their streak cross midnight while the tests beside it keep the real time.
 */
export async function moveLearnerClock(id: number, days: number) {
  await admin('POST', `/api/admin/learners/${id}/clock`, { days });
}

/** Deletes a learner and everything theirs at once (the admin API's immediate purge). */
export async function deleteLearner(id: number) {
  await admin('DELETE', `/api/admin/learners/${id}`);
}

/** Deletes the learner who has this email, if any (one a test made by buying a plan). */
export async function deleteLearnerByEmail(email: string) {
  const found = await admin<{ id: number }>(
    'GET',
    `/api/admin/learners?email=${encodeURIComponent(email)}`,
  ).catch(() => null);
  if (found) await deleteLearner(found.id);
}

/** Signs in through the backend's API, as the web app does: the learner's session token. */
export async function backendToken(learner: { email: string; pin: string }): Promise<string> {
  const response = await fetch(`${backend}/api/product-user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: learner.email, pin: learner.pin }),
  });
  if (!response.ok) throw new Error(`Signing in ${learner.email} answered ${response.status}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

export async function expireSubscription(email: string) {
  await admin('POST', '/api/admin/subscriptions/expire', { email });
}

export type OutboxMessage = { to: string; subject: string; text: string; html: string; kind: string };

/** The newest messages sent to an address, newest first. */
export async function outbox(to: string): Promise<OutboxMessage[]> {
  return admin<OutboxMessage[]>('GET', `/api/admin/outbox?to=${encodeURIComponent(to)}`);
}

/** The first link to this web app in the newest message of a kind sent to an address. */
export async function linkFromOutbox(to: string, kind: string): Promise<string> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      messages = (await outbox(to)).filter((message) => message.kind === kind);
      return messages.length;
    })
    .toBeGreaterThan(0);
  const match = /https?:\/\/[^\s"<>]+/.exec(messages[0]?.text ?? '');
  if (!match) throw new Error(`No link in the ${kind} message to ${to}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Signs in through the real pages: the email step, then the four PIN boxes. */
export async function signIn(page: Page, learner: { email: string; pin: string }, javaScript: boolean) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login\?step=pin/);
  await typePin(page, learner.pin, javaScript, 'Log in');
}

/** Types a PIN into the four boxes; without JavaScript presses the submit button. */
export async function typePin(page: Page, pin: string, javaScript: boolean, submitLabel: string) {
  for (const [index, digit] of [...pin].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 4`).fill(digit);
  }
  // With JavaScript the fourth digit submits the form by itself.
  if (!javaScript) await page.getByRole('button', { name: submitLabel }).click();
}
