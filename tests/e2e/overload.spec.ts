import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

// A web app that takes one page at a time (WEB_MAX_IN_FLIGHT=1) in front of a stand-in backend the
// test controls: while it holds one page's backend call, the web app is full and must refuse the
// next request at once with its busy page; once the stand-in answers 503 ServerBusy, the app's own
// pages must say so kindly. Each project runs its own pair on ports of its own. What is checked
// changes with JavaScript (how a form is sent), not with the width: the tests run @twice.

const projects = ['phone-nojs', 'desktop-js'];
// One worker per project: the tests share the pair and its state.
test.describe.configure({ mode: 'serial' });

let standIn: Server;
let webApp: ChildProcess;
let web = '';
const held: ServerResponse[] = [];
const backendCalls: string[] = [];
let backendBusy = false;

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const slot = Math.max(0, projects.indexOf(testInfo.project.name));
  const backendPort = 3150 + offset + 2 * slot;
  const webPort = 3151 + offset + 2 * slot;
  standIn = createServer((request: IncomingMessage, response: ServerResponse) => {
    backendCalls.push(`${request.method} ${request.url}`);
    if (!backendBusy) return void held.push(response);
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '7' });
    response.end(
      JSON.stringify({
        error: { status: 503, name: 'ServerBusy', message: 'busy', retryAfterSeconds: 7 },
      }),
    );
  });
  await new Promise<void>((resolve) => standIn.listen(backendPort, '127.0.0.1', resolve));
  webApp = spawn(process.execPath, ['build/web-server/main.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(webPort),
      BACKEND_URL: `http://127.0.0.1:${backendPort}`,
      BACKEND_TIMEOUT_MS: '120000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skillpilot-overload-')),
      WEB_MAX_IN_FLIGHT: '1',
      // Only the bound on pages in flight decides here, however busy the machine is.
      WEB_MAX_EVENT_LOOP_DELAY_MS: '60000',
      WEB_OVERLOAD_RETRY_AFTER_SECONDS: '5',
      // A page the stand-in still holds at the end does not hold the stop back for long.
      WEB_SHUTDOWN_GRACE_SECONDS: '2',
    },
    stdio: 'ignore',
  });
  web = `http://127.0.0.1:${webPort}`;
  await expect
    .poll(
      () =>
        fetch(`${web}/health`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  webApp?.kill();
  await new Promise((resolve) => (webApp?.exitCode === null ? webApp.once('exit', resolve) : resolve(null)));
  for (const response of held.splice(0)) response.destroy();
  await new Promise((resolve) => standIn?.close(resolve));
});

/** Starts a page whose backend call the stand-in holds: the web app is full until it is let go. */
async function fillTheWebApp() {
  const before = backendCalls.length;
  let answered = false;
  // Read to its end: an answer the web app is still sending counts as in flight.
  const page = fetch(`${web}/terms`).then(async (answer) => {
    await answer.text();
    answered = true;
    return answer;
  });
  await expect.poll(() => backendCalls.length).toBeGreaterThan(before);
  return { page, answered: () => answered };
}

test('a full web app refuses a page at once in the visitor’s language, health and files still served', {
  tag: '@twice',
}, async ({ page, expectAccessible }) => {
  const filler = await fillTheWebApp();

  const answer = await fetch(`${web}/courses`, { headers: { 'accept-language': 'uk-UA,uk;q=0.9' } });
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await answer.text();
  expect(html).toContain('<html lang="uk"');
  expect(html).toContain('Зараз тут дуже багато учнів');
  // The health check and the static files are still served.
  expect((await fetch(`${web}/health`)).status).toBe(200);
  expect((await fetch(`${web}/favicon.svg`)).status).toBe(200);
  const asset = readdirSync('build/client/assets').find((name) => name.endsWith('.css'));
  expect((await fetch(`${web}/assets/${asset}`)).status).toBe(200);

  // A page of its own: the busy page has no scripts to wait for.
  const busy = await page.context().newPage();
  await busy.goto(`${web}/courses`);
  await expect(
    busy.getByRole('heading', { level: 1, name: 'Lots of learners are here right now' }),
  ).toBeVisible();
  await expect(busy.getByText('Please try again in 5 s')).toBeVisible();
  await expect(busy.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expectAccessible(busy);
  // All of that was answered while the first page was still waiting for the backend.
  expect(filler.answered()).toBe(false);

  for (const response of held.splice(0)) response.destroy();
  await filler.page;
});

test('a form sent to a full web app is not sent, says so, and Back keeps what was typed', {
  tag: '@twice',
}, async ({ page, javaScript, expectAccessible }) => {
  await page.goto(`${web}/help-contact`);
  await page.getByLabel('Email', { exact: true }).fill('kept@example.com');
  await page.getByLabel('Concern').selectOption('other');
  await page.getByLabel('Details').fill('Typed while the site was busy');
  const filler = await fillTheWebApp();
  const callsBefore = backendCalls.length;

  // With JavaScript, the form as a browser sends it before the page's scripts have taken over.
  if (javaScript)
    await page
      .locator('form[method="post"]')
      .last()
      .evaluate((form: HTMLFormElement) => form.submit());
  else await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your form was not sent' })).toBeVisible();
  await expect(page.getByText('what you typed is still there')).toBeVisible();
  await expectAccessible();
  // Nothing reached the backend.
  expect(backendCalls.length).toBe(callsBefore);
  expect(filler.answered()).toBe(false);

  for (const response of held.splice(0)) response.destroy();
  await filler.page;
  await page.goBack();
  await expect(page.getByLabel('Details')).toHaveValue('Typed while the site was busy');
});

test('a page the backend is too busy for says when to try again', { tag: '@twice' }, async ({
  page,
  expectAccessible,
}) => {
  backendBusy = true;
  try {
    const answer = await fetch(`${web}/terms`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('7');
    // Read to its end, so the web app counts it done before the next page (one in flight here).
    await answer.text();
    await page.goto(`${web}/terms`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Lots of learners are here right now' }),
    ).toBeVisible();
    await expect(page.getByText('Please try again in 7 s')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/terms');
    await expectAccessible();
  } finally {
    backendBusy = false;
  }
});
