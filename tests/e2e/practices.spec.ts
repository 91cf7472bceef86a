import { optionOrderFor } from '../../app/lib/option-order.server';
import { expect, test } from './support/fixtures';
import { backendToken, type TestLearner } from './support/learners';
import { lessonIds, lessonOutline, walkLesson } from './support/progress';

// Questions that test understanding and the worked example, in the shipped guide ChatGPT basics:
// the first lesson ends with a four-option question, the third with the prompt task "Plan tonight's
// dinner", which has the author's model prompt.
test.describe.configure({ timeout: 120_000 });

const guideId = 'chatgpt-basics';
const learn = (lessonId: string, fragment: number) =>
  `/course/${guideId}/lesson/${lessonId}/learn?fragment=${fragment}`;

test.describe('practices', () => {
  test("a question's options come in each learner's own order, in the server's HTML", {
    tag: '@twice',
  }, async ({ page, login, javaScript, expectAccessible }) => {
    const first = await login();
    const token = await backendToken(first);
    const [lessonId = ''] = await lessonIds(token, guideId);
    const lesson = await lessonOutline(token, lessonId);
    const practice = lesson.fragments[3]?.practices[0];
    const asWritten = practice?.singleChoiceTest?.options.map((option) => option.id) ?? [];
    expect(asWritten).toHaveLength(4);
    const orderOf = (learner: TestLearner) =>
      optionOrderFor(asWritten, learner.id, lessonId, practice?.id ?? '').join();

    /** The options' order in the page as the server sends it, and as the browser shows it. */
    const orderOnPage = async () => {
      const html = await (await page.request.get(learn(lessonId, 3))).text();
      const sent = [...html.matchAll(/<input[^>]*\bname="option"[^>]*>/g)]
        .map((input) => /\bvalue="([^"]+)"/.exec(input[0])?.[1])
        .join();
      expect(sent).not.toBe('');
      const shown = (
        await page
          .locator('input[name="option"]')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
      ).join();
      expect(shown).toBe(sent);
      return sent;
    };

    /** Takes the learner to the question; the order they see, again after a reload and an answer. */
    const seenBy = async (learner: TestLearner) => {
      await walkLesson(learner, await backendToken(learner), guideId, lessonId, { until: 3 });
      await page.goto(learn(lessonId, 3));
      const order = await orderOnPage();
      await page.reload();
      if (javaScript) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await orderOnPage()).toBe(order);
      const question = page.locator(`#practice-${practice?.id}`);
      await question.getByRole('radio').first().check();
      await question.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(/^(Correct|Incorrect) answer$/)).toBeVisible();
      expect(await orderOnPage()).toBe(order);
      return order;
    };

    const firstOrder = await seenBy(first);
    expect(firstOrder).toBe(orderOf(first));
    await expectAccessible();
    // Until the right one: the answer marked right reads as clearly as one marked wrong.
    const question = page.locator(`#practice-${practice?.id}`);
    for (const option of firstOrder.split(',')) {
      if ((await question.locator('.choice-right').count()) > 0) break;
      const label = question.locator('label', { has: page.locator(`input[value="${option}"]`) });
      // The one answered already is marked wrong: the next one is tried.
      if ((await label.getAttribute('class'))?.includes('choice-wrong')) continue;
      await label.getByRole('radio').check();
      await question.getByRole('button', { name: 'Submit' }).click();
      await expect(label).toHaveClass(/choice-(right|wrong)/);
    }
    await expect(question.locator('.choice-right')).toBeVisible();
    expect(await orderOnPage()).toBe(firstOrder);
    await expectAccessible();

    // Another learner (one whose order differs: four options have 24 orders) sees another order.
    let second = await login();
    for (let tries = 0; orderOf(second) === firstOrder && tries < 10; tries += 1) second = await login();
    const secondOrder = await seenBy(second);
    expect(secondOrder).toBe(orderOf(second));
    expect(secondOrder).not.toBe(firstOrder);
  });

  test("a prompt task's model answer shows after the learner's attempt, never before", async ({
    page,
    login,
    expectAccessible,
  }, testInfo) => {
    const learner = await login();
    const token = await backendToken(learner);
    const [first = '', second = '', third = ''] = await lessonIds(token, guideId);
    await walkLesson(learner, token, guideId, first);
    await walkLesson(learner, token, guideId, second);
    await walkLesson(learner, token, guideId, third, { until: 3 });

    await page.goto(learn(third, 3));
    const task = page.getByRole('region', { name: "Plan tonight's dinner" });
    await expect(task.getByText('Prompt practice')).toBeVisible();
    const model = task.getByRole('region', { name: 'Compare with an example' });
    await expect(model).toHaveCount(0);
    // Everything the page holds, its data for the browser included.
    const before = await page.evaluate(() => document.documentElement.textContent ?? '');

    await task.getByText('Start practice').click();
    await task.getByLabel('Your prompt').fill('dinner ideas');
    await task.getByRole('button', { name: 'Check my prompt' }).click();
    await expect(task.getByText('Oops!')).toBeVisible();
    await expect(model).toBeVisible();
    const yours = model.getByRole('figure', { name: 'What you wrote' });
    const ours = model.getByRole('figure', { name: 'Example prompt' });
    await expect(yours.locator('pre')).toHaveText('dinner ideas');
    await expect(ours.locator('pre')).toContainText('What could I make for dinner');
    await expect(model.getByText('Why it works', { exact: true })).toBeVisible();
    await expect(model).toContainText('It lists exactly what');
    // None of it was on the page before the attempt.
    const modelPrompt = (await ours.locator('pre').textContent()) ?? '';
    expect(modelPrompt.length).toBeGreaterThan(100);
    expect(before).not.toContain(modelPrompt.slice(0, 40));
    expect(before).not.toContain('Compare with an example');
    await expectAccessible();

    // Beside each other where there is room, one above the other on a phone.
    const [left, right] = [await yours.boundingBox(), await ours.boundingBox()];
    if (!left || !right) throw new Error('the prompts are not on screen');
    if (testInfo.project.name.startsWith('desktop')) {
      expect(Math.abs(left.y - right.y)).toBeLessThan(2);
      expect(right.x).toBeGreaterThan(left.x + left.width);
    } else {
      expect(right.y).toBeGreaterThanOrEqual(left.y + left.height);
      expect(Math.abs(left.x - right.x)).toBeLessThan(2);
    }

    // It stays with the result: on the next visit too, and after a passing prompt.
    await page.goto(learn(third, 3));
    await expect(model).toBeVisible();
    await task.getByText('Repeat task').click();
    await task
      .getByLabel('Your prompt')
      .fill(
        'You are a practical home cook. I have eggs, spinach, rice and cheese at home. Suggest one dinner I can make ' +
          'in under 30 minutes with only a frying pan, for two people. Answer as a numbered list of steps, under 150 words.',
      );
    await task.getByRole('button', { name: 'Check my prompt' }).click();
    await expect(task.getByText('Amazing!')).toBeVisible();
    await expect(yours.locator('pre')).toContainText('practical home cook');
    await expect(ours.locator('pre')).toContainText('What could I make for dinner');
  });
});
