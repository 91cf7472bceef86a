import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createLearner, deleteLearner } from './support/learners';
import { ports } from './support/ports';
import { signInStaff } from './support/staff';

// The back office's messages: what a learner wrote through the contact form reaches support's
// inbox; support replies by mail from its thread and closes it.

const backend = `http://127.0.0.1:${ports.backend}`;

async function contactForm(message: { email: string; name: string; topic: string; description: string }) {
  const response = await fetch(`${backend}/api/product-user/support-mail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  expect(response.status).toBe(200);
}

/** With SHOTS set, keeps a picture of the page at this width to look at. */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  await mkdir('/tmp/shots-messages', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/shots-messages/${name}-${width}.png`, fullPage: true });
}

test('support reads a learner’s message, replies by mail and closes it @twice', async ({
  page,
  expectAccessible,
}) => {
  const learner = await createLearner();
  try {
    await contactForm({
      email: learner.email,
      name: 'Olena',
      topic: 'refund',
      description: 'I was charged twice this month.\nCould you refund one of them?',
    });
    const staff = await signInStaff(page.context(), 'support');

    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Messages by status' });
    await expect(tabs.getByRole('link', { name: /^New \d+$/ })).toHaveAttribute('aria-current', 'page');
    const item = page.getByRole('listitem').filter({ hasText: learner.email });
    await expect(item).toContainText('I was charged twice this month.');
    await expect(item.getByRole('link', { name: `learner #${learner.id}` })).toBeVisible();
    await expectAccessible();
    await shot(page, 'inbox');

    await item.getByRole('link', { name: 'Refund from Olena' }).click();
    await expect(page.getByRole('heading', { name: 'Refund', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: learner.email })).toHaveAttribute(
      'href',
      `/admin/learners/${learner.id}`,
    );
    await expect(page.getByText('Could you refund one of them?')).toBeVisible();
    await expectAccessible();
    await shot(page, 'thread');

    // A reason too short to say anything is refused, next to its field.
    await page.getByLabel('Reason').fill('x');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByLabel('Reason')).toHaveAccessibleDescription(/Say why, for the audit log\./);
    await expect(page.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Your reply').fill('Hello Olena,\n\nWe refunded the second charge today.');
    await page.getByLabel('Close after replying').check();
    await page.getByRole('button', { name: 'Send the reply' }).click();

    await expect(page.getByRole('status')).toHaveText(
      `The reply was mailed to ${learner.email} and the message is closed.`,
    );
    const thread = page.getByRole('list', { name: 'Thread' });
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    await expect(thread.getByRole('listitem').last()).toContainText(`Reply from ${staff.email}`);
    await expect(thread.getByRole('listitem').last()).toContainText('We refunded the second charge today.');
    await expect(page.getByRole('heading', { name: 'Reopen the message' })).toBeVisible();
    await expect(page.getByLabel('Your reply')).toHaveValue('');
    await expect(page.getByLabel('Close after replying')).not.toBeChecked();
    await expectAccessible();
    await shot(page, 'thread-replied');

    await page.getByRole('link', { name: 'Messages' }).first().click();
    await page
      .getByRole('navigation', { name: 'Messages by status' })
      .getByRole('link', { name: /^Closed/ })
      .click();
    await expect(page.getByRole('listitem').filter({ hasText: learner.email })).toBeVisible();
  } finally {
    await deleteLearner(learner.id);
  }
});
