import { expect, test } from './support/fixtures';
import { ports } from './support/ports';
import { signInStaff } from './support/staff';

// The back office's reports: finance reads the funnel and the business for a period, exports them
// as CSV; support does not see them.

const backend = `http://127.0.0.1:${ports.backend}`;
const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

test('finance reads the funnel and business reports for a period and downloads them @twice', async ({
  page,
  browser,
  expectAccessible,
}) => {
  // A visitor starts the quiz today, so the funnel has someone to show.
  const started = await fetch(`${backend}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ funnel: 1, variant: 1 }),
  });
  expect(started.ok).toBe(true);
  await signInStaff(page.context(), 'finance');

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Funnel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel report' })).toBeVisible();
  const today = isoDay(Date.now());
  // The last 28 days by default.
  await expect(page.getByLabel('From')).toHaveValue(isoDay(Date.now() - 27 * DAY));
  await expect(page.getByLabel('To (included)')).toHaveValue(today);

  const from = isoDay(Date.now() - 6 * DAY);
  await page.getByLabel('From').fill(from);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${today}`));
  await expect(page.getByLabel('From')).toHaveValue(from);
  await expect(page.getByRole('heading', { level: 2, name: /^Funnel 1/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Variant 1/ })).toBeVisible();
  const steps = page.getByRole('table', { name: 'Funnel 1, variant 1: visitors at each stage' });
  await expect(steps.getByRole('rowheader', { name: 'Step 1', exact: false }).first()).toBeVisible();
  await expect(steps.getByRole('row', { name: /Step 1/ })).toContainText(/\d+(\.\d)?% \(/);
  await expect(page.getByRole('img', { name: /Funnel 1.*share of visitors/ })).toBeVisible();
  await expect(page.getByText(/^Variant 2 (converts|cannot)/).first()).toBeVisible();
  await expectAccessible();

  const csvLink = page.getByRole('link', { name: 'Download CSV' });
  const href = (await csvLink.getAttribute('href')) ?? '';
  expect(href).toBe(`/admin/reports/funnel.csv?from=${from}&to=${today}`);
  const csv = await page.request.get(href);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['content-disposition']).toContain(`funnel-report-${from}-to-${today}.csv`);
  expect((await csv.text()).split('\r\n')[0]).toBe(
    'funnel,funnel title,variant,variant name,stage,visitors at stage,visitors,rate,low 95%,high 95%,p-value vs baseline',
  );

  // A period that ends before it starts is said so, next to the form.
  await page.getByLabel('To (included)').fill(isoDay(Date.now() - 10 * DAY));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toContainText('before it starts');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Business' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business report' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^As of/ })).toBeVisible();
  for (const card of ['Active subscribers', 'Trials', 'MRR', 'Churn in the period'])
    await expect(page.locator('.report-card-label', { hasText: card })).toBeVisible();
  await expect(page.getByRole('img', { name: 'New plans and cancellations per day' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Per day, / }).getByRole('row')).toHaveCount(28 + 2);
  await expectAccessible();
  const business = await page.request.get(
    (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) ?? '',
  );
  expect(business.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await business.text()).split('\r\n')[0]).toMatch(
    /^day,new plans,new trials,cancellations,plans ended,renewals,refused payments/,
  );

  // Support does not read the reports, nor their CSV.
  const support = await browser.newContext({ viewport: page.viewportSize() });
  await signInStaff(support, 'support');
  const supportPage = await support.newPage();
  await supportPage.goto('/admin/reports/funnel');
  await expect(supportPage.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  await expect(supportPage.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText([
    'Learners',
    'Messages',
  ]);
  expect((await supportPage.request.get('/admin/reports/business.csv')).status()).toBe(403);
  await support.close();
});
