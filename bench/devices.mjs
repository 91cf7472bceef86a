#!/usr/bin/env node
// Does a performance device still pay? Several builds of the product run side by side, each on its
// own ports and database, under the same load at the same time: the build as it is, and builds with
// one device taken out (or an environment variable or a Node flag changed). Each round loads them all
// at once with first views, pages shown again and lesson journeys, and reads the CPU time each
// process spent per request. Judged by the median over rounds of each build's CPU per request beside
// the reference's in the same round, so a busy spell of the machine weighs on both sides.
//
//   node bench/devices.mjs ref=. routes=/tmp/without-route-patches 'memo=.?WEB_RENDER_MEMO_MB=0'
//
// Each argument is `name=folder`, the first being the reference; a folder holds a built product
// (`npm run build`) and its node_modules. After `?`, environment variables for both processes, and
// `BACKEND_FLAGS` (Node flags of the backend, default `--no-allocation-site-pretenuring`, as
// `npm start`; `none` for none). Options: DEVICES_ROUNDS (6, the first one warms up and is not
// counted), DEVICES_SECONDS (10 a phase), DEVICES_BROWSERS (3 per build and phase),
// DEVICES_PHASES (some of: first views, shown again, journeys), DEVICES_DATABASE (postgres or
// pglite). CROWD_PROFILE_DIR writes each process's CPU profile. The last line is the result as JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { percentile } from './crowd-figures.mjs';
import { createAgent, createBrowser, pathOf } from './crowd-http.mjs';
import { formsOf, journeys, signIn } from './crowd-learner.mjs';
import { createLearners, processCpu, startProduct, stopProduct } from './crowd-stack.mjs';
import { portOffset } from './stack.mjs';

const rounds = Number(process.env.DEVICES_ROUNDS ?? 6);
const seconds = Number(process.env.DEVICES_SECONDS ?? 10);
const browsersPerPhase = Number(process.env.DEVICES_BROWSERS ?? 3);
const database = process.env.DEVICES_DATABASE ?? 'postgres';
const pin = '2580';
const guide = 'chatgpt-basics';

const builds = process.argv.slice(2).map((argument, index) => {
  const [name, rest = ''] = argument.split(/=(.*)/s);
  const [folder, query = ''] = rest.split('?');
  if (!name || !folder) throw new Error(`Expected name=folder[?VARIABLE=value&...], got ${argument}`);
  const env = Object.fromEntries(new URLSearchParams(query));
  const flags = env.BACKEND_FLAGS;
  delete env.BACKEND_FLAGS;
  return {
    name,
    cwd: resolve(folder),
    env,
    backendFlags: flags === undefined ? undefined : flags === 'none' ? [] : flags.split(' ').filter(Boolean),
    at: { backend: 1700 + portOffset + index, web: 3700 + portOffset + index },
  };
});
if (builds.length < 2) throw new Error('Give a reference and at least one build to compare with it');

const web = (build) => `http://127.0.0.1:${build.at.web}`;
const agent = createAgent(builds.length * browsersPerPhase * 2 + 8, 60_000);

console.log(
  `${builds.length} builds, ${rounds} rounds (the first warms up) of 3 phases x ${seconds} s, ${browsersPerPhase} browsers each, ${database}`,
);
const started = [];
try {
  for (const build of builds) {
    build.dataDir = mkdtempSync(join(tmpdir(), `skillpilot-devices-${build.name}-`));
    const product = await startProduct({ dataDir: build.dataDir, database, ...build });
    started.push({ build, product });
    build.product = product;
    await createLearners({
      from: 0,
      to: browsersPerPhase * 2,
      adminToken: product.adminToken,
      emailOf: (index) => `device-${index}@learners.skillpilot.test`,
      pin,
      backend: `http://127.0.0.1:${build.at.backend}`,
    });
    build.viewers = [];
    build.readers = [];
    for (let index = 0; index < browsersPerPhase * 2; index++) {
      const browser = createBrowser({
        agent,
        origin: web(build),
        address: `10.9.${index}.${build.at.web % 250}`,
        record: (request) => build.record?.(request),
        timeoutMs: 60_000,
      });
      if ((await signIn(browser, `device-${index}@learners.skillpilot.test`, pin)) === null)
        throw new Error(`${build.name}: learner ${index} could not sign in`);
      if (index < browsersPerPhase) build.viewers.push({ browser, pages: await pagesOf(browser) });
      else build.readers.push(browser);
    }
    console.log(`${build.name}: started from ${build.cwd}`);
  }

  const phases = {
    'first views': (build, until) => Promise.all(build.viewers.map((viewer) => views(viewer, until, true))),
    'shown again': (build, until) => Promise.all(build.viewers.map((viewer) => views(viewer, until, false))),
    journeys: (build, until) =>
      Promise.all(
        build.readers.map((browser) =>
          journeys({
            browser,
            until,
            think: () => Promise.resolve(),
            steps: [],
            random: Math.random,
            prompts: () => `Write a friendly reminder email to my team about the report due ${Math.random()}`,
          }),
        ),
      ),
  };

  // DEVICES_PHASES: some of the phases only (names separated by commas).
  const chosen = process.env.DEVICES_PHASES?.split(',').map((name) => name.trim());
  for (const name of Object.keys(phases)) if (chosen && !chosen.includes(name)) delete phases[name];

  // figures[phase][build][process] = CPU ms per request, one value per counted round.
  const figures = {};
  for (let round = 0; round < rounds; round++) {
    for (const [phase, run] of Object.entries(phases)) {
      const before = builds.map((build) => {
        build.requests = 0;
        build.failures = 0;
        build.record = (request) => {
          build.requests++;
          if (request.error || request.status >= 400) build.failures++;
        };
        return processCpu(build.product.processes);
      });
      const until = Date.now() + seconds * 1000;
      await Promise.all(builds.map((build) => run(build, until)));
      const line = [];
      builds.forEach((build, index) => {
        const after = processCpu(build.product.processes);
        const perRequest = (name) => (after[name] - before[index][name]) / Math.max(1, build.requests);
        if (build.failures > 0)
          console.log(`${build.name} ${phase}: ${build.failures} of ${build.requests} failed`);
        line.push(
          `${build.name} ${build.requests} web ${perRequest('web').toFixed(2)} backend ${perRequest('backend').toFixed(2)}`,
        );
        if (round === 0) return;
        for (const name of ['web', 'backend']) {
          figures[phase] ??= {};
          figures[phase][build.name] ??= { web: [], backend: [] };
          figures[phase][build.name][name].push(perRequest(name));
        }
      });
      console.log(`round ${round}${round === 0 ? ' (warm-up)' : ''}, ${phase}: ${line.join(' | ')}`);
    }
  }

  // Each build beside the reference: the median over rounds of the ratio within a round.
  const reference = builds[0].name;
  const result = {};
  console.log(
    "\nCPU per request (ms, median of rounds) and beside the reference (median of the rounds' ratios)",
  );
  for (const [phase, byBuild] of Object.entries(figures)) {
    for (const build of builds) {
      const row = {};
      for (const name of ['web', 'backend']) {
        const own = byBuild[build.name][name];
        const ratios = own.map((value, round) => value / byBuild[reference][name][round]);
        row[name] = { ms: percentile(own, 50), share: percentile(ratios, 50) };
      }
      result[phase] ??= {};
      result[phase][build.name] = row;
      console.log(
        `${phase.padEnd(12)} ${build.name.padEnd(12)} web ${row.web.ms.toFixed(2)} ms (${row.web.share.toFixed(2)}x)  backend ${row.backend.ms.toFixed(2)} ms (${row.backend.share.toFixed(2)}x)`,
      );
    }
  }
  console.log(JSON.stringify({ date: new Date().toISOString(), rounds, seconds, database, result }));
} finally {
  for (const { build, product } of started) {
    await stopProduct(product);
    rmSync(build.dataDir, { recursive: true, force: true });
  }
  await agent.close();
}

/**
 * The pages a learner sees first, as paths: the guides, a guide, and the lesson player (its first
 * lesson started through the form).
 */
async function pagesOf(browser) {
  const guidePage = await browser.request('guide', `/course/${guide}`);
  const link = /href="(\/course\/[^"]+\/lesson\/[^"]+\/start)"/.exec(guidePage?.html ?? '')?.[1];
  if (!link) throw new Error('The guide page shows no lesson to start');
  const start = await browser.request('lesson start', link);
  const form = formsOf(start?.html ?? '').find((candidate) => candidate.fields.csrf);
  const begun = await browser.request('POST start', link, new URLSearchParams(form?.fields ?? {}));
  if (!begun?.location) throw new Error(`Starting ${link} answered ${begun?.status}`);
  return ['/courses', `/course/${guide}`, pathOf(begun.location, 'http://x'), '/news'];
}

/** Opens the learner's pages in turn until `until`: each at a new address (`fresh`) or the same. */
async function views({ browser, pages }, until, fresh) {
  let count = 0;
  while (Date.now() < until) {
    const page = pages[count % pages.length];
    const address = fresh ? `${page}${page.includes('?') ? '&' : '?'}view=${Date.now()}-${count}` : page;
    count++;
    await browser.request(page, address);
  }
}
