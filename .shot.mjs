import { readFileSync } from 'node:fs';
import { createCookieSessionStorage } from '@remix-run/node';
import { chromium } from 'playwright-core';

const login = await fetch('http://127.0.0.1:1737/api/product-user/login', {
  method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@skillpilot.app', pin: '1234' }),
});
const { jwt } = await login.json();
const storage = createCookieSessionStorage({ cookie: { name: '__session', path: '/', httpOnly: true, sameSite: 'lax',
  secrets: [readFileSync('/tmp/news-shot/secrets/session-secret', 'utf8').trim()] } });
const session = await storage.getSession();
session.set('auth', { token: jwt, email: 'demo@skillpilot.app', language: process.env.LANG_SHOT ?? 'en' });
const value = /^__session=([^;]*)/.exec(await storage.commitSession(session))[1];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, width, height] of [['390', 390, 844], ['1280', 1280, 800]]) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  await context.addCookies([{ name: '__session', value, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:3437/news${process.env.PAGE_SHOT ?? ''}`);
  await page.screenshot({ path: `/tmp/news-${name}${process.env.SUFFIX ?? ''}.png`, fullPage: process.env.FULL === '1' });
  await context.close();
}
await browser.close();
