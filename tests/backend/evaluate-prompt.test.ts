import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogFragment } from '../../backend/src/content/courses/catalog';
import { readCatalog } from '../../backend/src/content/courses/read-catalog';
import { evaluatePromptResponse } from '../../backend/src/contract/evaluation';
import { lessons, promptEvaluations } from '../../backend/src/db/schema';
import type { PromptTask, TaskText } from '../../backend/src/providers/evaluator/evaluator';
import { evaluateWithRubric } from '../../backend/src/providers/evaluator/rubric-evaluator';
import { type ChatStandIn, replies, startChatStandIn } from './helpers/chat-stand-in';
import { bearer, learnerHelpers } from './helpers/learners';
import { createTestBackend, FIXTURE_CONTENT_DIR, type TestBackend } from './helpers/test-backend';

const URL = '/api/openai/evaluate-prompt';
const METRICS_TOKEN = 'a-test-metrics-token-of-at-least-32-chars';
const LESSON = 'core-one-lesson';
const PRACTICE = 'core-one-prompt';
const GOOD =
  "I'm going hiking for two days in the mountains in October. Give me a packing list as a checklist, " +
  'grouped by clothing, food and gear, with at most 25 items.';

// Each test its own prompt, so no test reads another's cached evaluation.
const unique = (prompt: string) => `${prompt} Trip ${randomUUID().slice(0, 8)}.`;
const payload = (prompt: string, overrides: Record<string, unknown> = {}) => ({
  criteria: [],
  model: 'gpt-3.5-turbo',
  lessonId: LESSON,
  fragmentIndex: 2,
  practiceId: PRACTICE,
  practiceTask: 'The app sends the task too; the server reads its own.',
  prompt,
  ...overrides,
});

let fixtureTask: PromptTask;
// The fixture lesson is translated into Ukrainian: a Ukrainian learner reads the task so.
let ukrainianTask: TaskText;
const rubric = (prompt: string, lang = 'en') => {
  const task = lang === 'uk' ? { ...fixtureTask, asRead: ukrainianTask } : fixtureTask;
  const { score, comment, recommendedPrompt } = evaluateWithRubric({ task, prompt, lang });
  return { score: String(score), comment, recommendedPrompt, passed: score >= 3 };
};

beforeAll(async () => {
  const { courses } = await readCatalog(FIXTURE_CONTENT_DIR);
  const lesson = courses
    .flatMap((course) => course.chapters.flatMap((chapter) => chapter.lessons))
    .find((candidate) => candidate.id === LESSON);
  const practiceIn = (fragments: CatalogFragment[] = []) =>
    fragments.flatMap((fragment) => fragment.practices).find((candidate) => candidate.id === PRACTICE);
  const practice = practiceIn(lesson?.fragments);
  const translated = practiceIn(lesson?.translations.uk?.fragments);
  if (practice?.practiceType !== 'PROMPT_CREATION' || translated?.practiceType !== 'PROMPT_CREATION')
    throw new Error('The fixture prompt practice or its translation is missing');
  const { title, description, fullDescription, tip, criteria, subject } = practice;
  fixtureTask = { practiceId: PRACTICE, title, description, fullDescription, tip, criteria, subject };
  ukrainianTask = {
    title: translated.title,
    description: translated.description,
    fullDescription: translated.fullDescription,
    tip: translated.tip,
    criteria: translated.criteria,
    asks: translated.subject.asks,
  };
});

describe('POST /api/openai/evaluate-prompt with the rubric', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend();
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const signedIn = async (lang = 'en') => api.signIn(await api.newLearner({ lang }));
  const evaluate = (token: string | undefined, body: unknown) =>
    api.inject({ method: 'POST', url: URL, headers: token ? bearer(token) : {}, payload: body as object });

  it('answers the score as text, a comment, a better prompt and whether it passed', async () => {
    const token = await signedIn();
    const good = await evaluate(token, payload(GOOD));
    expect(good.statusCode).toBe(200);
    const answer = evaluatePromptResponse.parse(good.json());
    expect(Object.keys(good.json()).sort()).toEqual(['comment', 'passed', 'recommendedPrompt', 'score']);
    expect(answer).toEqual(rubric(GOOD));
    expect(answer.score).toMatch(/^[45]$/);
    expect(answer.passed).toBe(true);

    const weak = evaluatePromptResponse.parse(
      (await evaluate(token, payload('Give me a packing list.'))).json(),
    );
    expect(Number(weak.score)).toBeLessThanOrEqual(2);
    expect(weak.passed).toBe(false);
    // What is missing, said plainly, and added to the learner's own prompt.
    expect(weak.comment).toMatch(/Still to say: /);
    expect(weak.recommendedPrompt).toMatch(/^Give me a packing list\.\n\n/);
    expect(weak.recommendedPrompt).toMatch(/\?\]/);

    // About something else: at most 1, the task named, and a better prompt made from the task.
    const offTopic = evaluatePromptResponse.parse((await evaluate(token, payload('write about AI'))).json());
    expect(Number(offTopic.score)).toBeLessThanOrEqual(1);
    expect(offTopic.comment).toMatch(
      /^This prompt is about something else: the task asks for a packing list for a two-day hike in the mountains\./,
    );
    expect(offTopic.recommendedPrompt).toMatch(
      /^I need a packing list for a two-day hike in the mountains\./,
    );
    expect(offTopic.recommendedPrompt).not.toContain('write about AI');
  });

  it('writes the comment and the suggestion in the learner’s language', async () => {
    const token = await signedIn('uk');
    const answer = (await evaluate(token, payload('write about AI'))).json();
    expect(answer).toEqual(rubric('write about AI', 'uk'));
    // The task as the learner read it: its Ukrainian translation.
    expect(answer.comment).toMatch(
      /^Цей промпт про інше: завдання просить список речей для дводенного походу в гори\./,
    );
  });

  it('reads the task from the catalog, whatever the app sends as the task', async () => {
    const token = await signedIn();
    const prompt = unique(GOOD);
    // Were the client's task text used, this prompt would read as a copy of it.
    const answer = (await evaluate(token, payload(prompt, { practiceTask: prompt, criteria: ['x'] }))).json();
    expect(answer).toEqual(rubric(prompt));
    expect(answer.comment).not.toContain('repeats the task');
  });

  it('keeps each evaluation once, keyed by the task’s text, the prompt and the language', async () => {
    const prompt = unique('Packing list for a hike, please.');
    const first = await evaluate(await signedIn(), payload(prompt));
    const second = await evaluate(await signedIn(), payload(`  ${prompt}\n`));
    expect(second.json()).toEqual(first.json());
    const rows = await backend.database.db
      .select()
      .from(promptEvaluations)
      .where(eq(promptEvaluations.comment, first.json().comment));
    const mine = rows.filter((row) => row.recommendedPrompt.startsWith(prompt));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      lessonId: LESSON,
      practiceId: PRACTICE,
      lang: 'en',
      evaluator: 'rubric',
    });
    expect(mine[0]?.promptHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mine[0]?.taskHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 401 without a valid token', async () => {
    expect((await evaluate(undefined, payload(GOOD))).statusCode).toBe(401);
    expect((await evaluate('not-a-token', payload(GOOD))).statusCode).toBe(401);
  });

  it('answers 400 for a blank, too long or malformed prompt', async () => {
    const token = await signedIn();
    const blank = await evaluate(token, payload(' \n\t '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(
      'Invalid body field "prompt": must not be blank: write a prompt first',
    );

    const huge = await evaluate(token, payload('x'.repeat(100 * 1024)));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toContain('must be at most 4000 characters long');
    expect((await evaluate(token, payload('y'.repeat(4001)))).statusCode).toBe(400);
    expect((await evaluate(token, payload(`Write a list\u0000`))).statusCode).toBe(400);
    expect((await evaluate(token, { ...payload(GOOD), prompt: undefined })).statusCode).toBe(400);
    expect((await evaluate(token, payload(GOOD, { criteria: Array(21).fill('x') }))).statusCode).toBe(400);
  });

  it('answers 400 for malformed ids and fragment indexes', async () => {
    const token = await signedIn();
    for (const overrides of [
      { lessonId: '../core-one-lesson' },
      { lessonId: '' },
      { practiceId: 'core one prompt' },
      { practiceId: 'x'.repeat(201) },
      { fragmentIndex: -1 },
      { fragmentIndex: 1.5 },
      { fragmentIndex: '2' },
    ]) {
      const response = await evaluate(token, payload(GOOD, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.name).toBe('ValidationError');
    }
  });

  it('answers 404 for an unknown or retired lesson or practice, and 400 for a practice that is not a prompt task', async () => {
    const token = await signedIn();
    const unknownLesson = await evaluate(token, payload(GOOD, { lessonId: 'no-such-lesson' }));
    expect(unknownLesson.statusCode).toBe(404);
    expect(unknownLesson.json().error).toMatchObject({
      name: 'NotFound',
      message: 'No lesson no-such-lesson',
    });
    const unknownPractice = await evaluate(token, payload(GOOD, { practiceId: 'no-such-practice' }));
    expect(unknownPractice.statusCode).toBe(404);
    // A practice of another lesson is not this lesson's.
    expect((await evaluate(token, payload(GOOD, { practiceId: 'core-two-prompt' }))).statusCode).toBe(404);
    const choice = await evaluate(token, payload(GOOD, { practiceId: 'second-1' }));
    expect(choice.statusCode).toBe(400);
    expect(choice.json().error.name).toBe('NotAPromptPractice');

    await backend.database.db
      .update(lessons)
      .set({ retiredAt: sql`now()` })
      .where(eq(lessons.id, 'core-five-lesson'));
    const retired = payload(GOOD, { lessonId: 'core-five-lesson', practiceId: 'core-five-prompt' });
    expect((await evaluate(token, retired)).statusCode).toBe(404);
  });
});

describe('POST /api/openai/evaluate-prompt with an OpenAI-compatible provider', () => {
  const API_KEY = `sk-stand-in-${randomUUID()}`;
  const STAND_IN_ANSWER = {
    score: '4',
    comment: 'Stand-in comment.',
    recommendedPrompt: 'Stand-in suggestion.',
  };
  const TIMEOUT_MS = 1500;
  let standIn: ChatStandIn;
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const logLines: string[] = [];
  const prompts: string[] = [];

  beforeAll(async () => {
    standIn = await startChatStandIn(replies.answer(STAND_IN_ANSWER));
    backend = await createTestBackend({
      env: {
        EVALUATOR: 'openai',
        OPENAI_BASE_URL: standIn.baseUrl,
        OPENAI_API_KEY: API_KEY,
        OPENAI_MODEL: 'stand-in-model',
        EVALUATOR_TIMEOUT_MS: String(TIMEOUT_MS),
        EVALUATOR_MAX_RETRIES: '2',
        EVALUATIONS_PER_LEARNER_PER_HOUR: '3',
        METRICS_TOKEN,
      },
      logger: pino({ level: 'debug' }, { write: (line: string) => logLines.push(line) }),
    });
    api = learnerHelpers(backend);
  });
  afterAll(async () => {
    await backend?.close();
    await standIn?.close();
  });

  const signedIn = async (lang = 'en') => api.signIn(await api.newLearner({ lang }));
  const evaluate = (token: string, prompt: string) => {
    prompts.push(prompt);
    return api.inject({ method: 'POST', url: URL, headers: bearer(token), payload: payload(prompt) });
  };
  const warnings = () =>
    logLines
      .map((line) => JSON.parse(line))
      .filter(
        (entry) =>
          entry.level === 40 && entry.msg === 'Prompt evaluated by the rubric instead of the provider',
      );

  it('uses the provider’s answer, asked with the bearer key, the configured model and the task as the learner read it', async () => {
    const token = await signedIn('uk');
    const prompt = unique(GOOD);
    const before = standIn.calls.length;
    const response = await evaluate(token, prompt);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...STAND_IN_ANSWER, passed: true });

    expect(standIn.calls).toHaveLength(before + 1);
    const call = standIn.calls.at(-1);
    expect(call?.url).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call?.body.model).toBe('stand-in-model');
    expect(call?.body.response_format).toEqual({ type: 'json_object' });
    expect(call?.body.messages[0]?.content).toContain('Ukrainian');
    const data = JSON.parse(call?.body.messages[1]?.content ?? '{}');
    expect(data).toMatchObject({ task: ukrainianTask, learnerPrompt: prompt });
    expect(data.task.title).toBe('Попросіть список речей');
    // The rubric's reading is the model's evidence: each criterion as the learner read it, met or not,
    // and the learner's own details.
    expect(data.rubricReading.criteria.map((item: { criterion: string }) => item.criterion)).toEqual(
      ukrainianTask.criteria,
    );
    expect(data.rubricReading.learnerDetails).toEqual(expect.arrayContaining(['october', '25']));
  });

  it('holds the provider to the rubric’s bounds: a prompt with nothing of the learner’s own scores at most 1', async () => {
    const token = await signedIn();
    const echo = unique('Task: packing list. Context: trip, place, length. Format: checklist.');
    const response = await evaluate(token, echo);
    expect(response.statusCode).toBe(200);
    // The stand-in says 4 and praises it; the answer is the rubric's, at most 1, with what to add.
    const body = response.json();
    expect(Number(body.score)).toBeLessThanOrEqual(1);
    expect(body.passed).toBe(false);
    expect(body.comment).toBe(rubric(echo).comment);
    const refused = await evaluate(
      token,
      unique("Don't make a packing list for the mountains. I don't need one."),
    );
    expect(refused.json().score).toBe('0');
  });

  it('serves identical requests from the cache, for every learner, without asking the provider again', async () => {
    const prompt = unique(GOOD);
    const first = await evaluate(await signedIn(), prompt);
    const calls = standIn.calls.length;
    const again = await evaluate(await signedIn(), prompt);
    const sameLearner = await evaluate(await signedIn(), `${prompt}  `);
    expect(again.json()).toEqual(first.json());
    expect(sameLearner.json()).toEqual(first.json());
    expect(standIn.calls).toHaveLength(calls);
  });

  it('asks the provider once for identical requests sent together', async () => {
    const token = await signedIn();
    const prompt = unique(GOOD);
    const calls = standIn.calls.length;
    const answers = await Promise.all([evaluate(token, prompt), evaluate(token, prompt)]);
    expect(answers.map((answer) => answer.json())).toEqual([
      { ...STAND_IN_ANSWER, passed: true },
      { ...STAND_IN_ANSWER, passed: true },
    ]);
    expect(standIn.calls).toHaveLength(calls + 1);
  });

  it('answers with the rubric when the provider does not answer in time', async () => {
    const token = await signedIn();
    const prompt = unique(GOOD);
    standIn.queue(replies.silence());
    const started = Date.now();
    const response = await evaluate(token, prompt);
    // It waited the time-out before the rubric answered (the stand-in never does).
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(rubric(prompt));
    expect(warnings().at(-1)).toMatchObject({ reason: 'timeout', practiceId: PRACTICE });
  });

  it('retries a 5xx after a backoff or its retry-after, and gives up on a retry-after that is too long', async () => {
    const token = await signedIn();
    const start = standIn.calls.length;
    standIn.queue(
      replies.status(500, { 'retry-after-ms': '0' }),
      replies.answer({ ...STAND_IN_ANSWER, score: 5 }),
    );
    const afterError = await evaluate(token, unique(GOOD));
    expect(afterError.json()).toEqual({ ...STAND_IN_ANSWER, score: '5', passed: true });
    expect(standIn.calls.length - start).toBe(2);

    standIn.queue(replies.status(503), replies.status(502), replies.answer(STAND_IN_ANSWER));
    expect((await evaluate(token, unique(GOOD))).json()).toEqual({ ...STAND_IN_ANSWER, passed: true });
    expect(standIn.calls.length - start).toBe(5);

    const prompt = unique(GOOD);
    standIn.queue(replies.status(429, { 'retry-after': '30' }));
    expect((await evaluate(token, prompt)).json()).toEqual(rubric(prompt));
    expect(standIn.calls.length - start).toBe(6);
    expect(warnings().at(-1)).toMatchObject({ reason: 'status', status: 429, attempts: 1 });
  });

  it('answers with the rubric after the retries run out, and at once on a client error', async () => {
    const token = await signedIn();
    const start = standIn.calls.length;
    const failing = unique(GOOD);
    standIn.queue(
      replies.status(500, { 'retry-after': '0' }),
      replies.status(500, { 'retry-after': '0' }),
      replies.status(500, { 'retry-after': '0' }),
    );
    expect((await evaluate(token, failing)).json()).toEqual(rubric(failing));
    expect(standIn.calls.length - start).toBe(3);
    expect(warnings().at(-1)).toMatchObject({
      reason: 'status',
      status: 500,
      attempts: 3,
      code: 'stand_in_error',
    });

    const refused = unique(GOOD);
    standIn.queue(
      replies.status(401, {}, '{"error":{"code":"invalid_api_key","message":"Incorrect key sk-..."}}'),
    );
    expect((await evaluate(token, refused)).json()).toEqual(rubric(refused));
    expect(standIn.calls.length - start).toBe(4);
    expect(warnings().at(-1)).toMatchObject({ reason: 'status', status: 401, code: 'invalid_api_key' });
  });

  it('answers with the rubric when the answer is not the JSON asked for, and asks again next time', async () => {
    const token = await signedIn();
    const prompt = unique(GOOD);
    const calls = standIn.calls.length;
    standIn.queue(replies.raw('{"choices":[{"message":{"content":"Great prompt, 4/5!"}}]}'));
    expect((await evaluate(token, prompt)).json()).toEqual(rubric(prompt));
    expect(warnings().at(-1)).toMatchObject({ reason: 'bad-answer' });

    // The rubric's stand-in answer is not served from the cache: the provider is asked again.
    expect((await evaluate(token, prompt)).json()).toEqual({ ...STAND_IN_ANSWER, passed: true });
    expect(standIn.calls).toHaveLength(calls + 2);
    expect((await evaluate(await signedIn(), prompt)).json()).toEqual({ ...STAND_IN_ANSWER, passed: true });
    expect(standIn.calls).toHaveLength(calls + 2);
  });

  it('answers with the rubric, without asking the provider, once a learner’s hourly allowance is used', async () => {
    const token = await signedIn();
    const calls = standIn.calls.length;
    for (let i = 0; i < 3; i++)
      expect((await evaluate(token, unique(GOOD))).json().comment).toBe('Stand-in comment.');
    expect(standIn.calls).toHaveLength(calls + 3);

    const prompt = unique(GOOD);
    const limited = await evaluate(token, prompt);
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toEqual(rubric(prompt));
    expect(standIn.calls).toHaveLength(calls + 3);
    expect(warnings().at(-1)).toMatchObject({ reason: 'limit' });

    // Another learner still has theirs.
    expect((await evaluate(await signedIn(), unique(GOOD))).json().comment).toBe('Stand-in comment.');
  });

  it('never logs the API key or a prompt', () => {
    const log = logLines.join('\n');
    expect(warnings().length).toBeGreaterThanOrEqual(5);
    expect(log).not.toContain(API_KEY);
    expect(log).not.toContain('sk-');
    for (const prompt of prompts) expect(log).not.toContain(prompt.slice(-14));
    expect(log).not.toContain('hiking for two days');
  });
  it('times the evaluations by who answered: the provider, or the rubric falling back', async () => {
    const metrics = await api.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
    const count = (answeredBy: string) =>
      Number(
        new RegExp(
          `^skillpilot_prompt_evaluation_duration_seconds_count\\{answered_by="${answeredBy}"\\} (\\d+)$`,
          'm',
        ).exec(metrics.body)?.[1] ?? 0,
      );
    // The tests above had the provider answer, and fall back when it failed or a learner's limit ran out.
    expect(count('provider')).toBeGreaterThan(0);
    expect(count('fallback')).toBeGreaterThan(0);
    expect(count('rubric')).toBe(0);
    expect(count('provider') + count('fallback')).toBeLessThanOrEqual(prompts.length);
  });
});

describe('POST /api/openai/evaluate-prompt on the guides’ own tasks', () => {
  // The catalog as learners get it: the real "Be specific" and "Your first conversation" lessons.
  const CONTENT = fileURLToPath(new globalThis.URL('../../content', import.meta.url));
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const practiceOf = new Map<string, { lessonId: string; practiceId: string }>();
  beforeAll(async () => {
    backend = await createTestBackend({ env: { CONTENT_DIR: CONTENT } });
    api = learnerHelpers(backend);
    const { courses } = await readCatalog(CONTENT);
    for (const lesson of courses.flatMap((course) => course.chapters.flatMap((chapter) => chapter.lessons)))
      for (const practice of lesson.fragments.flatMap((fragment) => fragment.practices))
        if (practice.practiceType === 'PROMPT_CREATION')
          practiceOf.set(lesson.title, { lessonId: lesson.id, practiceId: practice.id });
  });
  afterAll(() => backend?.close());

  const grade = async (lessonTitle: string, prompt: string, lang = 'en') => {
    const token = await api.signIn(await api.newLearner({ lang }));
    const ids = practiceOf.get(lessonTitle);
    if (!ids) throw new Error(`No prompt practice in the lesson "${lessonTitle}"`);
    const response = await api.inject({
      method: 'POST',
      url: URL,
      headers: bearer(token),
      payload: payload(prompt, ids),
    });
    expect(response.statusCode).toBe(200);
    return evaluatePromptResponse.parse(response.json());
  };

  it('scores a well-made prompt about a bakery at most 1 in "Be specific", and says the task wants a city trip', async () => {
    const bakery = await grade(
      'Be specific',
      'You are a pastry chef. I am opening a small bakery in my city next month with a budget of 5000 euros. ' +
        'Write a day-by-day plan as a table for my first week, with at most 5 tasks a day, in a friendly tone.',
    );
    expect(Number(bakery.score)).toBeLessThanOrEqual(1);
    expect(bakery.passed).toBe(false);
    expect(bakery.comment).toBe(
      'This prompt is about something else: the task asks for a plan for a two-day trip to a city. ' +
        'Write a request for that, with your own details: the prompt below is a start.',
    );
    expect(bakery.recommendedPrompt).toMatch(/^I need a plan for a two-day trip to a city\./);
    expect(bakery.recommendedPrompt).not.toMatch(/bakery|pastry/i);

    // The same lesson read in Ukrainian: the comment names the task as the learner read it.
    const ukrainian = await grade('Be specific', 'Напиши рецепт торта для пекарні у вигляді списку.', 'uk');
    expect(Number(ukrainian.score)).toBeLessThanOrEqual(1);
    expect(ukrainian.comment).toMatch(
      /^Цей промпт про інше: завдання просить план дводенної поїздки до міста\./,
    );
  });

  it('does not call "write an email" a clear task in "Your first conversation", nor build on it', async () => {
    const email = await grade('Your first conversation', 'write an email');
    expect(Number(email.score)).toBeLessThanOrEqual(1);
    expect(email.comment).not.toContain('Good');
    expect(email.comment).toMatch(
      /the task asks for a dinner idea from the ingredients you already have at home\./,
    );
    expect(email.recommendedPrompt).toMatch(
      /^I need a dinner idea from the ingredients you already have at home\./,
    );
    expect(email.recommendedPrompt).not.toContain('write an email');

    // A prompt on the task still passes.
    const dinner = await grade(
      'Your first conversation',
      'I got home late and only have eggs, spinach, rice and cheese. Suggest one dinner recipe I can cook in ' +
        'under 30 minutes with a frying pan, as short numbered steps.',
    );
    expect(dinner.passed).toBe(true);
  });
});
