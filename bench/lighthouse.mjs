#!/usr/bin/env node
// Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU)
// of the key pages, signed in where the page needs it, on the built product started on its own
// ports. Run `npm run build` first. Prints the four scores and the paint and blocking figures of
// each page (the median of BENCH_LIGHTHOUSE_RUNS runs, default 3) and the whole result as JSON.
// BENCH_ONLY (paths separated by commas) audits those pages alone; BENCH_LIGHTHOUSE_REPORTS names a
// directory to keep each run's whole report in (JSON, for Lighthouse's viewer).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signIn } from './sign-in.mjs';
import { startStack, stopStack, timeToFirst200, webUrl } from './stack.mjs';

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const demo = { email: 'demo@skillpilot.app', pin: '2468' };
const guide = '/course/chatgpt-basics';
const pages = [
  { path: '/', signedIn: false },
  { path: '/quiz/f1/1/v1', signedIn: false },
  { path: '/plans', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/terms', signedIn: false },
  { path: '/courses', signedIn: true },
  { path: guide, signedIn: true },
  { path: `${guide}/lesson/what-chatgpt-is/learn`, signedIn: true },
  { path: '/profile', signedIn: true },
  { path: '/news', signedIn: true },
];
const only = process.env.BENCH_ONLY?.split(',').map((path) => path.trim());
const chosen = only ? pages.filter((page) => only.includes(page.path)) : pages;

// Debian's Chromium, and nothing fetched from anywhere but the product.
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
if (reports) mkdirSync(reports, { recursive: true });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The session's cookies go into the browser, as after signing in there: a Cookie header added to
// Lighthouse's requests (its extraHeaders) does not reach the page's own requests reliably.
async function audit(tab, url, cookies) {
  const present = await tab.cookies(webUrl);
  if (present.length > 0) await tab.deleteCookie(...present);
  if (cookies) await tab.setCookie(...cookies);
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: categories },
    undefined,
    tab,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  // A signed-in page that sent the browser to the sign-in page was not measured.
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reports) {
    const name = new URL(url).pathname.replaceAll('/', '_') || '_';
    writeFileSync(join(reports, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const run = {};
  for (const category of categories) run[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
  for (const [name, id] of Object.entries(metrics)) run[name] = lhr.audits[id]?.numericValue ?? Number.NaN;
  // The audits that cost points, for a look at why a page scores as it does.
  run.failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
    .map((item) => item.id);
  return run;
}

const dataDir = mkdtempSync(join(tmpdir(), 'skillpilot-lighthouse-'));
const figures = {
  date: new Date().toISOString().slice(0, 10),
  lighthouse: '12.2.3 mobile',
  runs,
  loadAverageBefore: loadavg().map((value) => Number(value.toFixed(2))),
  pages: {},
};
const stack = startStack(dataDir, { DEMO_PIN: demo.pin });
// Should the browser fail to start (an error thrown where no one catches it), the product stops too.
process.on('exit', () => stack.kill('SIGINT'));
let chrome = null;
let browser = null;
try {
  // A first start builds what is out of date first (scripts/start.mjs).
  await timeToFirst200(`${webUrl}/terms`, Date.now(), 600_000);
  const cookie = await signIn(webUrl, demo.email, demo.pin);
  const cookies = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: webUrl };
  });
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const tab = await browser.newPage();
  // Once each first, so no page pays for the server's first render of a route.
  for (const page of chosen)
    await fetch(`${webUrl}${page.path}`, { headers: page.signedIn ? { cookie } : {} });
  const results = new Map(chosen.map((page) => [page.path, []]));
  // Rounds take the pages in turn, so a busy moment of the machine does not fall on one page only.
  for (let round = 0; round < runs; round++) {
    for (const { path, signedIn } of chosen) {
      results.get(path)?.push(await audit(tab, `${webUrl}${path}`, signedIn ? cookies : null));
    }
  }
  for (const [path, list] of results) {
    const row = {};
    for (const key of [...categories, ...Object.keys(metrics)])
      row[key] = median(list.map((run) => run[key]));
    row.failing = [...new Set(list.flatMap((run) => run.failing))];
    figures.pages[path] = row;
  }
} finally {
  if (browser) await browser.disconnect();
  if (chrome) await chrome.kill();
  await stopStack(stack);
  rmSync(dataDir, { recursive: true, force: true });
}
figures.loadAverageAfter = loadavg().map((value) => Number(value.toFixed(2)));

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `Lighthouse ${figures.lighthouse}, median of ${runs} runs, ${figures.date}; ` +
    `load average ${figures.loadAverageBefore.join(' ')} before, ${figures.loadAverageAfter.join(' ')} after`,
);
console.log(
  `  ${'page'.padEnd(44)} perf  a11y  best   seo      FCP      LCP      TBT     CLS  (audits under 90 in any run)`,
);
for (const [path, row] of Object.entries(figures.pages)) {
  const scores = categories.map((category) => String(row[category]).padStart(4)).join('  ');
  console.log(
    `  ${path.padEnd(44)} ${scores}  ${seconds(row.fcp).padStart(7)}  ${seconds(row.lcp).padStart(7)}  ` +
      `${`${Math.round(row.tbt)} ms`.padStart(7)}  ${row.cls.toFixed(3).padStart(6)}  ${row.failing.join(', ')}`,
  );
}
console.log(JSON.stringify(figures));
