import { expect, test } from './support/fixtures';
import { createLearner, signIn } from './support/learners';

test.describe('form protection', () => {
  test('a post without the page’s anti-forgery token is refused', async ({ page, javaScript }) => {
    const learner = await createLearner();
    await signIn(page, learner, javaScript);
    await expect(page).toHaveURL('/dashboard');
    // The browser's own cookies go along, as they would with a form on another site.
    const forged = await page.request.post('/feedback', { form: { rating: '5', message: 'Forged' } });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain('This form has expired');
  });

  test('an oversized post is refused before it is read', async ({ page }) => {
    const response = await page.request.post('/restore-pass', {
      form: { email: 'someone@example.com', padding: 'x'.repeat(200 * 1024) },
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain('That was too much to send');
  });
});
