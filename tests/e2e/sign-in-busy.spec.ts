import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, ports, test } from './support/fixtures';
import { typePin } from './support/learners';

// Sign-in when the backend is too busy to check the PIN: the web app here asks the backend through
// a door (support/backend-door.mjs) told to refuse this email's first try with 503 ServerBusy,
// Retry-After 5 s; the next goes on to the backend, which knows no such learner and answers as to a
// wrong PIN. With JavaScript the form is sent again by itself; without, the page says when to press
// again.

const web = `http://127.0.0.1:${ports.webBehindDoor}`;
const notice = (page: Page) => page.getByRole('main').getByRole('status');

async function toPinStep(page: Page): Promise<string> {
  const email = `busy-${randomUUID().slice(0, 8)}@example.com`;
  const told = await fetch(`http://127.0.0.1:${ports.door}/__faults`, {
    method: 'PUT',
    body: JSON.stringify({ email, answer: 'busy-once' }),
  });
  expect(told.status).toBe(204);
  await page.goto(`${web}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${web}/login?step=pin`);
  return email;
}

test.describe('sign-in while lots of people sign in', { tag: '@twice' }, () => {
  // The retry waits the 5 s the backend asked for, besides the accessibility scan.
  test.describe.configure({ timeout: 90_000 });

  test('says so kindly and sends the PIN again: by itself with JavaScript, with the button without', async ({
    page,
    javaScript,
    expectAccessible,
  }) => {
    const email = await toPinStep(page);
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await typePin(page, '1234', javaScript, 'Log in');
    const answer = await answered;
    expect(answer.status()).toBe(503);
    await expect(notice(page)).toContainText('Lots of people are signing in right now.');
    // Not an error: nothing was wrong with what was typed.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(`Logging in as ${email}.`)).toBeVisible();

    if (javaScript) {
      await expect(notice(page)).toContainText(/Trying again in \d s…/);
      // The PIN stays in its boxes, to be sent again.
      await expect(page.getByLabel('Digit 4 of 4')).toHaveValue('4');
      await expectAccessible();
      // Nothing pressed: the form goes again, and this time the backend checks the PIN.
      await expect(page.getByRole('alert')).toContainText('Wrong email or PIN. 4 tries left', {
        timeout: 20_000,
      });
      await expect(page.getByText('Lots of people are signing in right now.')).toHaveCount(0);
      return;
    }

    expect(answer.headers()['retry-after']).toBe('5');
    await expect(notice(page)).toContainText(
      'Please wait 5 s, then enter your PIN and press “Log in” again.',
    );
    // The PIN is never written back into the page.
    expect(await answer.text()).not.toContain('1234');
    for (let position = 1; position <= 4; position++) {
      await expect(page.getByLabel(`Digit ${position} of 4`)).toHaveValue('');
    }
    await expectAccessible();
    await typePin(page, '1234', javaScript, 'Log in');
    await expect(page.getByRole('alert')).toContainText('Wrong email or PIN. 4 tries left');
  });
});
