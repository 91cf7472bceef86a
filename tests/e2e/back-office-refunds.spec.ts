import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { deleteLearnerByEmail } from './support/learners';
import { ports } from './support/ports';
import { signInStaff } from './support/staff';

// Finance sees the money a learner paid and gives it back: the plan ends and the refund is written.

const backend = `http://127.0.0.1:${ports.backend}`;

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${backend}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A learner who bought the 4-week plan with the test card, as the checkout pages do: their email. */
async function buyPlan(): Promise<string> {
  const email = `refund-${randomUUID().slice(0, 8)}@example.com`;
  const checkout = await post<{ id: string; key: string }>('/api/checkout', {
    planId: '4-week',
    email,
    lang: 'en',
  });
  await post(
    `/api/checkout/${checkout.id}/pay`,
    { name: 'Ada Lovelace', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    { 'x-checkout-key': checkout.key },
  );
  return email;
}

test('finance sees a learner’s payment, ends the plan and refunds it with a reason @twice', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const email = await buyPlan();
  await signInStaff(page.context(), 'finance');
  try {
    await page.goto('/admin/learners');
    await page.getByLabel('Email or name').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: email }).click();

    await expect(page.getByRole('heading', { name: email, level: 1 })).toBeVisible();
    const payments = page.getByRole('region', { name: 'Charges and refunds, newest first' });
    await expect(payments.getByRole('row')).toHaveCount(2);
    await expect(payments).toContainText('charge');
    await expect(payments).toContainText('29.99 USD');
    await expectAccessible();

    const title = 'End the plan and refund';
    const panel = page.locator('details', { has: page.getByText(title, { exact: true }) });
    await panel.getByText(title, { exact: true }).click();
    // Signed in a moment ago: the second factor is fresh, so no code is asked.
    await expect(panel.getByLabel('Code from your authenticator app')).toHaveCount(0);
    await panel.getByLabel('Reason').fill('Charged after asking to cancel');
    await panel.getByRole('button', { name: 'End and refund' }).click();

    await expect(page.getByRole('status')).toHaveText('The plan has ended and 29.99 USD was refunded.');
    await expect(payments.getByRole('row')).toHaveCount(3);
    await expect(payments.getByRole('row').nth(1)).toContainText('refund');
    await expect(payments.getByRole('row').nth(1)).toContainText('Charged after asking to cancel');
    await expect(page.getByRole('region', { name: 'Plans, newest first' })).toContainText('canceled');
    // Nothing is left to refund: the form is gone.
    await expect(page.getByText(title, { exact: true })).toHaveCount(0);
    await expectAccessible();
  } finally {
    await deleteLearnerByEmail(email);
  }
});
