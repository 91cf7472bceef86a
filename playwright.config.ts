import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/e2e/support/chromium';
import { metricsToken, ports } from './tests/e2e/support/ports';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'skillpilot-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// A browser suite holds the cores: every server it starts tolerates a lagging event loop, so only
// tests/e2e/overload.spec.ts sheds load (for requests in flight). The backend's own tests do the same.
process.env.WEB_MAX_EVENT_LOOP_DELAY_MS ??= '60000';
process.env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ??= '60000';

const phone = { width: 390, height: 844 };
const httpOnly = /.*\.http\.spec\.ts$/;
const desktop = { width: 1280, height: 800 };
// A test tagged @twice checks something that changes with JavaScript or with the screen's width,
// not with the two together: it runs on a phone without JavaScript and on a desktop with it, which
// between them cover both widths and both modes. Untagged tests (layout, and what JavaScript does
// differently on a phone and a desktop) run in all four projects.
const twice = /@twice/;

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous, so a busy machine passes too: a journey with several axe scans may take a minute
  // there. Longer journeys set their own.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${ports.web}`,
    trace: 'retain-on-failure',
    // No transitions: axe reads colours as they are, not halfway through a 200 ms fade.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Checks of answers alone (statuses, headers, bodies): run once, without a browser.
    { name: 'http', testMatch: httpOnly },
    ...[
      {
        name: 'phone-js',
        use: { viewport: phone, javaScriptEnabled: true, hasTouch: true },
        grepInvert: twice,
      },
      { name: 'phone-nojs', use: { viewport: phone, javaScriptEnabled: false, hasTouch: true } },
      { name: 'desktop-js', use: { viewport: desktop, javaScriptEnabled: true } },
      { name: 'desktop-nojs', use: { viewport: desktop, javaScriptEnabled: false }, grepInvert: twice },
    ].map((project) => ({ ...project, testIgnore: httpOnly })),
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${ports.web}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(ports.backend),
        WEB_PORT: String(ports.web),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every browser of the suite signs in from 127.0.0.1: one per-IP budget for all of them.
        RATE_LIMIT_PER_MINUTE_MULTIPLIER: '100',
        // Lets a test move its own learner's clock to the next day (the streak tests).
        LEARNER_CLOCK_CONTROL: 'true',
        // The news the suite reads is the content's seed: no feed is fetched from the internet.
        NEWS_IMPORT: 'false',
        // The memo's test reads how each page was made; the web app without a backend keeps the default.
        WEB_SERVER_TIMING: 'true',
        // Every page found in the render memo is rendered again and must be the same (check mode).
        WEB_RENDER_MEMO_CHECK: 'true',
        METRICS_TOKEN: metricsToken,
      },
    },
    {
      // The same web app with no backend behind it: every page must fail gracefully.
      command: 'node scripts/start.mjs --only web',
      url: `http://127.0.0.1:${ports.webWithoutBackend}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        WEB_PORT: String(ports.webWithoutBackend),
        BACKEND_URL: 'http://127.0.0.1:9',
        DATA_DIR: dataDir,
      },
    },
    {
      // The same web app asking the backend through a door that fails the calls a test names for its
      // own learner or email: one part of a page can fail alone, one sign-in can find it too busy.
      command: `node tests/e2e/support/backend-door.mjs ${ports.door} ${ports.webBehindDoor}`,
      url: `http://127.0.0.1:${ports.webBehindDoor}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { BACKEND_URL: `http://127.0.0.1:${ports.backend}`, DATA_DIR: dataDir },
    },
  ],
});
