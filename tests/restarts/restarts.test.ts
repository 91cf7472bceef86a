import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, checkStoredOnce, summarise } from '../../bench/crowd-figures.mjs';
import { createAgent, createBrowser } from '../../bench/crowd-http.mjs';
import { journeys, signIn } from '../../bench/crowd-learner.mjs';
import { createLearners } from '../../bench/crowd-stack.mjs';
import { type Balancer, startBalancer } from './balancer';
import {
  assertBuilt,
  type Copy,
  createDatabase,
  freePorts,
  sharedSecrets,
  startCopy,
  waitFor,
} from './copies';

// Two backends and two web apps on one PostgreSQL database, each tier behind a balancer that
// follows readiness, while learners sign in, read and practise through the HTML forms: each of the
// four processes is stopped (SIGTERM) and started again in turn. No request may fail and every
// step the learners were told was saved must be stored, once.

type Step = { acknowledged: boolean };
type Learner = { email: string; address: string; steps: Step[] };
type Timed = { kind: string; ms: number; status?: number; error?: string; at: number };

const clients = 10;
const pin = '2580';
const timeoutMs = 20_000;
const startMs = 120_000;

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const secrets = sharedSecrets();
const dataRoot = mkdtempSync(join(tmpdir(), 'skillpilot-restarts-'));
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
let front: Balancer | undefined;
let back: Balancer | undefined;
const backends: Copy[] = [];
const webApps: Copy[] = [];

/** Starts a copy and waits until its balancer sends it traffic. */
async function ready(copy: Copy, balancer: Balancer): Promise<void> {
  await waitFor(copy.name, () => balancer.isReady(copy.port), startMs).catch(() => {
    throw new Error(`${copy.name} did not become ready within ${startMs / 1000} s:\n${copy.log()}`);
  });
}

beforeAll(async () => {
  const began = Date.now();
  if (!serverUrl) throw new Error('TEST_DATABASE_URL names no PostgreSQL server: this test needs one.');
  assertBuilt();
  database = await createDatabase(serverUrl);
  const [backPort = 0, frontPort = 0, ...ports] = await freePorts(6);
  const backendPorts = ports.slice(0, 2);
  const webPorts = ports.slice(2);
  back = await startBalancer(backPort, backendPorts, '/api/health/ready');
  front = await startBalancer(frontPort, webPorts, '/health/ready');
  const backendEnv = {
    ...secrets,
    DATABASE_URL: database.url,
    WEB_URL: front.url,
    LOG_LEVEL: 'warn',
    NEWS_IMPORT: 'false',
    DEMO_LEARNER: 'false',
    SHUTDOWN_DRAIN_SECONDS: '1',
    // Sign-ins come again and again from each learner's address.
    RATE_LIMIT_PER_MINUTE_MULTIPLIER: '100',
    // A busy machine lags the event loop: shedding is not what this test is about.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
  };
  const webEnv = {
    SESSION_SECRET: secrets.SESSION_SECRET ?? '',
    BACKEND_URL: back.url,
    WEB_URL: front.url,
    NODE_ENV: 'production',
    WEB_SHUTDOWN_DRAIN_SECONDS: '1',
    WEB_MAX_EVENT_LOOP_DELAY_MS: '60000',
  };
  // One after the other: the first migrates the new database alone.
  for (const [index, port] of backendPorts.entries()) {
    const copy = startCopy(
      `backend-${index + 1}`,
      'build/backend/main.js',
      port,
      join(dataRoot, `b${index}`),
      backendEnv,
    );
    backends.push(copy);
    await ready(copy, back);
  }
  for (const [index, port] of webPorts.entries()) {
    const copy = startCopy(
      `web-${index + 1}`,
      'build/web-server/main.js',
      port,
      join(dataRoot, `w${index}`),
      webEnv,
    );
    webApps.push(copy);
  }
  for (const copy of webApps) await ready(copy, front);
  console.log(`Four copies ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);
}, 4 * startMs);

afterAll(async () => {
  await Promise.all([...backends, ...webApps].map((copy) => copy.stop()));
  await front?.close();
  await back?.close();
  await database?.drop();
  rmSync(dataRoot, { recursive: true, force: true });
}, 60_000);

describe('restarting each process in turn under learners', () => {
  it('fails no request and loses no acknowledged step', async () => {
    if (!front || !back) throw new Error('The product did not start');
    const learners: Learner[] = Array.from({ length: clients }, (_, index) => ({
      email: `restart-${index}@learners.skillpilot.test`,
      address: `10.9.0.${index + 1}`,
      steps: [],
    }));
    await createLearners({
      from: 0,
      to: clients,
      adminToken: secrets.ADMIN_TOKEN,
      emailOf: (index: number) => learners[index]?.email,
      pin,
      backend: back.url,
    });

    const requests: Timed[] = [];
    const signIns = { tried: 0, refused: 0 };
    const agent = createAgent(clients + 4, timeoutMs);
    let running = true;
    let seed = 42;
    // A fixed seed: the same guides and answers each run.
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const think = () => new Promise((resolve) => setTimeout(resolve, 100 + random() * 200));
    const client = async (learner: Learner, index: number) => {
      let draft = 0;
      const prompts = () =>
        `Act as a patient tutor for a complete beginner. Explain how to write a clear, friendly email to a client who paid late, in three short steps with one example. Draft ${index}-${++draft}.`;
      while (running) {
        // A new browser each round: every round signs in through the form again.
        const browser = createBrowser({
          agent,
          origin: front?.url,
          address: learner.address,
          record: (request: Timed) => requests.push(request),
          timeoutMs,
        });
        signIns.tried++;
        if ((await signIn(browser, learner.email, pin)) === null) {
          signIns.refused++;
          continue;
        }
        await journeys({ browser, until: Date.now() + 3_000, think, steps: learner.steps, random, prompts });
      }
    };
    const started = Date.now();
    const crowd = Promise.all(learners.map(client));

    const restarts: string[] = [];
    const order = [backends[0], webApps[0], backends[1], webApps[1]];
    try {
      for (const copy of order) {
        if (!copy) throw new Error('A copy is missing');
        const balancer = copy.name.startsWith('backend') ? back : front;
        // Under load first: the copy has learners' requests in flight when told to stop.
        const before = requests.length;
        await waitFor('the learners to make requests', () => requests.length >= before + 40, 60_000);
        const stopping = Date.now();
        const code = await copy.stop();
        expect(code, `${copy.name} exited with ${code}:\n${copy.log()}`).toBe(0);
        // Started again only once its balancer has seen it gone, so its readiness is the new copy's.
        await waitFor(`${copy.name} out of its balancer`, () => !balancer.isReady(copy.port), 10_000);
        const starting = Date.now();
        copy.start();
        await ready(copy, balancer);
        const [stopped, up] = [starting - stopping, Date.now() - starting].map((ms) =>
          (ms / 1000).toFixed(1),
        );
        restarts.push(`${copy.name}: stopped in ${stopped} s, ready in ${up} s`);
      }
      const after = requests.length;
      await waitFor('the learners to go on after the restarts', () => requests.length >= after + 40, 60_000);
    } finally {
      running = false;
      await crowd;
      await agent.close();
    }
    const seconds = (Date.now() - started) / 1000;

    const failures = requests.filter((request) => request.error !== undefined || !answered(request.status));
    const figures = summarise(requests);
    const progress = await readProgress(back.url, learners);
    const check = { acknowledged: 0, checked: 0, lost: [] as unknown[], doubled: [] as unknown[] };
    learners.forEach((learner, index) => {
      const result = checkStoredOnce(learner.steps, progress[index] ?? {});
      check.acknowledged += learner.steps.filter((step) => step.acknowledged).length;
      check.checked += result.checked;
      check.lost.push(...result.lost);
      check.doubled.push(...result.doubled);
    });
    console.log(
      `${requests.length} requests in ${seconds.toFixed(1)} s (p99 ${figures.all.p99} ms), ` +
        `${restarts.length} restarts (${restarts.join(', ')}), ${signIns.tried} sign-ins, ` +
        `${check.acknowledged} acknowledged posts, ${check.checked} saved things checked, ` +
        `${front.retried() + back.retried()} requests sent again by a balancer`,
    );

    expect(restarts).toHaveLength(4);
    expect(front.failed().concat(back.failed()), 'requests no copy answered').toEqual([]);
    expect(
      failures.slice(0, 10).map((request) => `${request.kind}: ${request.error ?? request.status}`),
      `${failures.length} failed requests`,
    ).toEqual([]);
    expect(signIns.refused, 'sign-ins that did not land').toBe(0);
    expect(check.acknowledged).toBeGreaterThan(0);
    expect({ lost: check.lost, doubled: check.doubled }).toEqual({ lost: [], doubled: [] });
  }, 600_000);
});

/** Each learner's progress in the lessons they posted to, read through the API as that learner. */
async function readProgress(backendUrl: string, learners: Learner[]) {
  const api = async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(`${backendUrl}${path}`, init);
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    return answer.json();
  };
  return Promise.all(
    learners.map(async (learner) => {
      const lessons = [...new Set(learner.steps.map((step) => (step as { lessonId?: string }).lessonId))];
      const { jwt } = await api('/api/product-user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': learner.address },
        body: JSON.stringify({ email: learner.email, pin }),
      });
      const auth = { authorization: `Bearer ${jwt}` };
      const me = await api('/api/product-user/me', { headers: auth });
      const progress: Record<string, unknown> = {};
      for (const lessonId of lessons)
        if (lessonId)
          progress[lessonId] = (
            await api(`/api/user-course-progress/lesson/${me.id}/${lessonId}`, { headers: auth })
          ).data;
      return progress;
    }),
  );
}
