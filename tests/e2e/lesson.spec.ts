import { expect, ports, test } from './support/fixtures';
import { backendToken } from './support/learners';
import { lessonIds, walkLesson } from './support/progress';

// A lesson as a learner takes it, with JavaScript and without, on a phone and a desktop (@twice):
// the shipped guide ChatGPT basics, whose first lesson has four fragments and a question in the
// last, and whose third lesson ends with a prompt task.
test.describe.configure({ timeout: 120_000 });

const guide = '/course/chatgpt-basics';

test.describe('lesson player', { tag: '@twice' }, () => {
  test('starts a lesson, shows one part at a time, marks answers, resumes, and ends on the complete screen', async ({
    page,
    login,
    expectAccessible,
  }, testInfo) => {
    await login();
    await page.goto(guide);
    await page.getByRole('link', { name: 'Start lesson' }).click();
    await expect(page).toHaveURL(/\/lesson\/what-chatgpt-is\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What ChatGPT is' })).toBeVisible();
    await expect(page.getByText('Lesson 1 of 9 · ChatGPT basics')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Lesson progress: 0%' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Close the lesson and go back to the guide' }),
    ).toHaveAttribute('href', guide);
    await expectAccessible();

    await page.getByRole('button', { name: 'Start lesson' }).click();
    await expect(page).toHaveURL(/\/lesson\/what-chatgpt-is\/learn$/);
    const lesson = page.locator('article.lesson-player');
    await expect(lesson.getByRole('heading', { level: 2, name: 'A chatbot that writes text' })).toBeVisible();
    await expect(lesson.getByText('Part 1 of 4')).toBeVisible();

    for (const [index, title] of [
      'It predicts the next piece of text',
      'Why it can sound sure and still be wrong',
      'Remember the one big idea',
    ].entries()) {
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(new RegExp(`learn\\?fragment=${index + 1}#fragment-${index + 1}$`));
      await expect(lesson.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(lesson.getByText(`Part ${index + 2} of 4`)).toBeVisible();
    }
    // One part on screen: the ones before are folded above it, each a tap away.
    await expect(lesson.getByRole('heading', { level: 2 })).toHaveCount(1);
    const earlier = lesson.locator('details.fragment-earlier');
    await expect(earlier).toHaveCount(3);
    const firstPart = earlier.first();
    await expect(firstPart.getByText('People use it every day to:')).toBeHidden();
    await firstPart.getByText('A chatbot that writes text').click();
    await expect(firstPart.getByText('People use it every day to:')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Lesson progress: 75%' })).toBeVisible();

    if (testInfo.project.name.startsWith('desktop')) {
      // Beside the lesson, the guide's outline: where the learner is, what is locked.
      const outline = page.getByRole('navigation', { name: 'ChatGPT basics' });
      await expect(outline).toBeVisible();
      await expect(outline.getByRole('link', { name: /What ChatGPT is/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(outline.getByText(/Getting set up · Locked/)).toBeAttached();
    }

    // The last part holds a question: Continue gives way to Skip practice until it is answered.
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Skip practice' })).toBeVisible();
    const question = page.getByRole('group', {
      name: 'ChatGPT answers your question in a confident, detailed way. What does that confidence tell you about whether the answer is right?',
    });
    // The server grades: nothing on the page tells the right option before an answer.
    expect(await page.content()).not.toContain('Exactly. It writes by predicting likely text');
    const wrongOption = question.locator('label', {
      hasText: 'Quite a lot, because it only sounds that sure',
    });
    await wrongOption.getByRole('radio').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#practice-remember-the-one-big-idea-1-result$/);
    await expect(page.getByText('Incorrect answer')).toBeVisible();
    await expect(page.getByText("Not quite. ChatGPT doesn't find a fact")).toBeVisible();
    await expect(page.getByText('Task completed')).toHaveCount(0);
    // Wrong by colour, by a mark and in words.
    await expect(wrongOption).toHaveCSS('border-color', 'rgb(185, 28, 28)');
    await expect(wrongOption.locator('.choice-verdict svg')).toBeVisible();
    await expect(wrongOption).toContainText('Your answer: not right');
    await expectAccessible();

    const rightOption = question.locator('label', {
      hasText: 'Nothing on its own, since it writes likely text',
    });
    await rightOption.getByRole('radio').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Correct answer')).toBeVisible();
    await expect(page.getByText('Exactly. It writes by predicting likely text')).toBeVisible();
    await expect(page.getByText('Task completed')).toBeVisible();
    await expect(rightOption).toHaveCSS('border-color', 'rgb(21, 128, 61)');
    await expect(rightOption.locator('.choice-verdict svg')).toBeVisible();
    await expect(rightOption).toContainText('Your answer: correct');

    // Leaving and coming back resumes at the same part.
    await page.getByRole('link', { name: 'Close the lesson and go back to the guide' }).click();
    await expect(page).toHaveURL(guide);
    await page.getByRole('link', { name: 'Continue lesson' }).click();
    await expect(page).toHaveURL(/learn\?fragment=3#fragment-3$/);
    await expect(page.getByText('Correct answer')).toBeVisible();

    // The lesson ends on its own screen: what was learned, the practice, the streak, the guide.
    await page.getByRole('button', { name: 'Finish lesson' }).click();
    await expect(page).toHaveURL(/\/lesson\/what-chatgpt-is\/done$/);
    await expect(page.getByRole('progressbar', { name: 'Lesson progress: 100%' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson complete!' })).toBeVisible();
    const learned = page.getByRole('region', { name: 'What you learned' });
    await expect(learned.getByRole('listitem')).toHaveCount(3);
    await expect(learned).toContainText('It writes each reply by predicting a likely next piece of text');
    const practices = page.getByRole('region', { name: 'Practice: 1 of 1 passed' });
    await expect(practices).toContainText(
      'ChatGPT answers your question in a confident, detailed way. What does that confidence tell you about whether the answer is right?',
    );
    await expect(practices).toContainText('Passed');
    // Finishing parts counted today: the streak says so.
    const streak = page.getByRole('region', { name: 'Your streak' });
    await expect(streak).toContainText('1 day');
    await expect(streak).toContainText('Today counts.');
    const progress = page.getByRole('region', { name: 'Guide progress' });
    await expect(progress).toContainText('Guide progress: 11%.');
    await expect(progress).toContainText('1 of 9 lessons · 11%');
    await expect(page.getByText('Up next: Getting set up')).toBeVisible();
    const next = page.getByRole('link', { name: 'Next lesson' });
    await expect(next).toHaveAttribute('href', '/course/chatgpt-basics/lesson/getting-set-up/start');
    await expectAccessible();

    // The screen is there again at its address, but only for a finished lesson.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson complete!' })).toBeVisible();
    await page.goto(`${guide}/lesson/getting-set-up/done`);
    await expect(page).toHaveURL(/\/lesson\/getting-set-up\/learn$/);

    // The guides page leads back to where the learner left off.
    await page.goto('/courses');
    await expect(page.getByRole('button', { name: /Mark Today/i })).toHaveCount(0);
    const strip = page.getByRole('region', { name: 'Your streak' });
    await expect(strip.getByText('Active today!')).toBeVisible();
    await strip.getByRole('link', { name: /Continue where you left off/ }).click();
    await expect(page).toHaveURL(/\/lesson\/getting-set-up\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting set up' })).toBeVisible();
  });

  test('grades a prompt: refuses a blank one, suggests a better one, and passes a clear one', async ({
    page,
    javaScript,
    login,
    expectAccessible,
  }) => {
    const learner = await login();
    const token = await backendToken(learner);
    const [first, second, third] = await lessonIds(token, 'chatgpt-basics');
    await walkLesson(learner, token, 'chatgpt-basics', first ?? '');
    await walkLesson(learner, token, 'chatgpt-basics', second ?? '');
    await walkLesson(learner, token, 'chatgpt-basics', third ?? '', { until: 3 });

    await page.goto(guide);
    await page.getByRole('link', { name: 'Continue lesson' }).click();
    await expect(page).toHaveURL(/your-first-conversation\/learn\?fragment=3#fragment-3$/);
    const task = page.getByRole('region', { name: "Plan tonight's dinner" });
    await expect(task.getByText('Prompt practice')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip practice' })).toBeVisible();

    await task.getByText('Start practice').click();
    const prompt = task.getByLabel('Your prompt');
    await prompt.fill('   ');
    if (javaScript) {
      // The button waits for some text.
      await expect(task.getByRole('button', { name: 'Check my prompt' })).toBeDisabled();
    } else {
      await task.getByRole('button', { name: 'Check my prompt' }).click();
      // Said first (focused summary, title) and at the field, with what was typed kept.
      await expect(page.locator('.error-summary')).toBeFocused();
      await expect(task.getByRole('link', { name: 'Write your prompt first.' })).toBeVisible();
      await expect(task.getByLabel('Your prompt')).toHaveAccessibleDescription('Write your prompt first.');
      await expect(page).toHaveTitle(/^Error: Your first conversation/);
      await expectAccessible();
    }

    await task.getByLabel('Your prompt').fill('dinner ideas');
    await task.getByRole('button', { name: 'Check my prompt' }).click();
    await expect(page).toHaveURL(/#practice-have-a-real-conversation-1-result$/);
    await expect(task.getByText('Oops!')).toBeVisible();
    await expect(task.getByText('A better prompt to try:')).toBeVisible();
    await expect(task.locator('blockquote')).toContainText('dinner ideas');
    await expect(task.getByText('Task completed')).toHaveCount(0);
    await expectAccessible();

    await task.getByText('Repeat task').click();
    // The better prompt is ready to edit.
    await expect(task.getByLabel('Your prompt')).toHaveValue(/dinner ideas/);
    await task
      .getByLabel('Your prompt')
      .fill(
        'You are a practical home cook. I have eggs, spinach, rice and cheese at home. Suggest one dinner I can make ' +
          'in under 30 minutes with only a frying pan, for two people. Answer as a numbered list of steps, under 150 words.',
      );
    await task.getByRole('button', { name: 'Check my prompt' }).click();
    await expect(task.getByText('Amazing!')).toBeVisible();
    await expect(task.getByText('Task completed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finish lesson' })).toBeVisible();
  });

  test('keeps a prompt sent while the backend is down, says so, and sends it again once it is back', async ({
    page,
    javaScript,
    login,
    expectAccessible,
  }) => {
    const learner = await login();
    const token = await backendToken(learner);
    const [first, second, third] = await lessonIds(token, 'chatgpt-basics');
    await walkLesson(learner, token, 'chatgpt-basics', first ?? '');
    await walkLesson(learner, token, 'chatgpt-basics', second ?? '');
    await walkLesson(learner, token, 'chatgpt-basics', third ?? '', { until: 3 });
    await page.goto(`${guide}/lesson/${third}/learn?fragment=3`);
    const task = page.getByRole('region', { name: "Plan tonight's dinner" });
    await task.getByText('Start practice').click();
    const typed =
      'You are a practical home cook. I have eggs, spinach, rice and cheese at home. Suggest one dinner I can make ' +
      'in under 30 minutes with only a frying pan, for two people. Answer as a numbered list of steps, under 150 words.';
    await task.getByLabel('Your prompt').fill(typed);

    // The backend stops answering just as the prompt is sent: the post reaches the same web app
    // running without one (from its own origin, as its actions require).
    const lessonPosts = /\/learn(\.data)?(\?.*)?$/;
    const withoutBackend = `http://127.0.0.1:${ports.webWithoutBackend}`;
    await page.route(lessonPosts, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      const { host: _, ...headers } = await request.allHeaders();
      const url = new URL(request.url());
      const response = await route.fetch({
        url: `${withoutBackend}${url.pathname}${url.search}`,
        headers: { ...headers, origin: withoutBackend },
        maxRedirects: 0,
      });
      return route.fulfill({ response });
    });
    await task.getByRole('button', { name: 'Check my prompt' }).click();
    const notSaved = 'Your answer could not be saved. Please try again.';
    if (javaScript) {
      // The lesson stays on screen: the prompt is in its box, with what went wrong above it.
      await expect(task.locator('.error-summary')).toContainText(notSaved);
      await expect(task.getByLabel('Your prompt')).toHaveValue(typed);
    } else {
      // The lesson cannot be shown either: the error page says why and holds the prompt.
      await expect(
        page.getByRole('heading', { level: 1, name: "We can't reach Skillpilot right now" }),
      ).toBeVisible();
      await expect(page.getByText('Our servers are not answering.')).toBeVisible();
      await expect(page.getByLabel('Your prompt')).toHaveValue(typed);
      await expect(page.getByLabel('Your prompt')).toHaveAccessibleDescription(notSaved);
    }
    await expectAccessible();

    // The backend is back: the same button sends the kept prompt, and it is graded.
    await page.unroute(lessonPosts);
    await page.getByRole('button', { name: 'Check my prompt' }).click();
    await expect(page).toHaveURL(/#practice-have-a-real-conversation-1-result$/);
    await expect(task.getByText('Amazing!')).toBeVisible();
    await expect(task.getByText('Task completed')).toBeVisible();
  });

  test('finishing the last lesson of the last core guide completes it and opens Boost', async ({
    page,
    login,
  }) => {
    const learner = await login();
    const token = await backendToken(learner);
    // The other four core guides are done already, by the API.
    for (const other of [
      'writing-prompts',
      'images-with-midjourney',
      'automation-without-code',
      'ai-for-business-and-side-hustles',
    ]) {
      for (const id of await lessonIds(token, other)) await walkLesson(learner, token, other, id);
    }
    const ids = await lessonIds(token, 'chatgpt-basics');
    const last = ids.pop() ?? '';
    for (const id of ids) await walkLesson(learner, token, 'chatgpt-basics', id);
    await walkLesson(learner, token, 'chatgpt-basics', last, { until: 4 });

    await page.goto('/boost');
    await expect(page.getByText('Complete 5 core guides to unlock Boost.')).toBeVisible();
    await expect(page.getByText('4 of 5 core guides completed')).toBeVisible();
    await page.goto(guide);
    await page.getByRole('link', { name: 'Continue lesson' }).click();
    await expect(page).toHaveURL(/fragment=4#fragment-4$/);
    await page.getByRole('button', { name: 'Finish lesson' }).click();
    // Every practice was skipped: the guide is completed (Boost opens) and its certificate waits.
    // The complete screen says so, offers the next guide and leads to the practices to pass.
    await expect(page).toHaveURL(/\/lesson\/[\w-]+\/done$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guide complete!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Guide progress' })).toContainText('9 of 9 lessons · 100%');
    await expect(page.getByText('Your certificate waits for 9 practices.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next guide' })).toHaveAttribute(
      'href',
      /^\/course\/[\w-]+$/,
    );
    await page.getByRole('link', { name: 'See which ones' }).click();
    await expect(page).toHaveURL(/\/course\/chatgpt-basics#certificate-title$/);
    await expect(
      page.getByRole('heading', { level: 2, name: '9 practices left to pass for your certificate' }),
    ).toBeVisible();
    await expect(page.getByText('9 of 9 lessons · 100%')).toBeVisible();

    await page.goto('/boost');
    await expect(page.getByText('Boost is open. Pick a guide and go further.')).toBeVisible();
    await page.getByRole('link', { name: 'AI for research and studying' }).first().click();
    await expect(page.getByRole('link', { name: 'Start lesson' })).toBeVisible();
  });

  test('finishing the last lesson with every practice passed offers the certificate', async ({
    page,
    login,
    expectAccessible,
  }) => {
    const learner = await login();
    const token = await backendToken(learner);
    const ids = await lessonIds(token, 'chatgpt-basics');
    const last = ids.pop() ?? '';
    for (const id of ids) await walkLesson(learner, token, 'chatgpt-basics', id, { practices: 'pass' });
    await walkLesson(learner, token, 'chatgpt-basics', last, { until: 4, practices: 'pass' });

    await page.goto(`${guide}/lesson/${last}/learn`);
    await page.getByRole('button', { name: 'Finish lesson' }).click();
    await expect(page).toHaveURL(new RegExp(`/lesson/${last}/done$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Guide complete!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Guide progress' })).toContainText('Guide progress: 100%.');
    await expect(page.getByText('Your certificate is ready.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get my certificate' })).toHaveAttribute(
      'href',
      '/certificates/chatgpt-basics/download',
    );
    await expectAccessible();
  });

  test('a lesson of another guide or one still locked is not shown', async ({ page, login }) => {
    await login();
    await page.goto('/course/chatgpt-basics/lesson/no-such-lesson/learn');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/course/chatgpt-basics/lesson/getting-set-up/learn');
    await expect(page).toHaveURL(guide);
    await expect(page.getByText('Locked: finish the lesson before it first')).toBeVisible();
    // The guide names the lesson to finish first.
    const locked = page
      .getByRole('listitem')
      .filter({ has: page.getByText('Getting set up', { exact: true }) });
    await expect(locked).toContainText('Finish “What ChatGPT is” to unlock');
    await page.goto('/course/chatgpt-basics/lesson/getting-set-up/done');
    await expect(page).toHaveURL(guide);
  });
});
