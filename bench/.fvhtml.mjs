import { mkdtempSync, writeFileSync } from 'node:fs';

process.env.BENCH_PORT_OFFSET = '50';
const { webUrl } = await import('./stack.mjs');
const { startProduct, stopProduct, createLearners } = await import('./crowd-stack.mjs');
const { createAgent, createBrowser } = await import('./crowd-http.mjs');
const { signIn } = await import('./crowd-learner.mjs');
const product = await startProduct({ dataDir: mkdtempSync('/tmp/fv-'), database: 'pglite' });
try {
  await createLearners({
    from: 0,
    to: 1,
    adminToken: product.adminToken,
    emailOf: () => 'fv@x.test',
    pin: '2580',
  });
  const browser = createBrowser({
    agent: createAgent(4, 30000),
    origin: webUrl,
    address: '10.0.0.1',
    record: () => {},
    timeoutMs: 30000,
  });
  await signIn(browser, 'fv@x.test', '2580');
  for (const page of process.argv.slice(2)) {
    const r = await browser.request('x', page);
    writeFileSync(`/tmp/page${page.replaceAll('/', '_')}.html`, r.html);
    console.log(page, r.status, r.html.length);
  }
} finally {
  await stopProduct(product);
}
