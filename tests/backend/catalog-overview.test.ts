import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOverviewResponse } from '../../backend/src/contract/catalog-overview';
import { outcomeOf } from '../../backend/src/modules/catalog/catalog-overview';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

// The catalog for visitors (the landing page, the sitemap), on the fixture content: five core guides
// of one lesson each, Boost one with two, Core one translated whole into Ukrainian, Core two with a
// message at 100 percent, and funnel 1 whose variant 1 has four steps.

describe('GET /api/catalog/overview', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.close());

  const overviewAt = async (url: string) => {
    const response = await backend.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return catalogOverviewResponse.parse(response.json()).data;
  };

  it('answers a visitor, without a token, every guide in the path order with its image', async () => {
    const overview = await overviewAt('/api/catalog/overview');
    expect(overview.guides.map((guide) => [guide.id, guide.stage])).toEqual([
      ['core-one', 'core'],
      ['core-two', 'core'],
      ['core-three', 'core'],
      ['core-four', 'core'],
      ['core-five', 'core'],
      ['boost-one', 'boost'],
    ]);
    const [first] = overview.guides;
    expect(first).toMatchObject({
      lang: 'en',
      title: 'Core one',
      description: 'A small guide for tests.',
      level: 'beginner',
      lessons: 1,
      languages: ['en', 'uk'],
    });
    expect(first?.featuredImage.formats.large).toEqual({
      url: expect.stringMatching(/^\/course-images\/core-one-[0-9a-f]+\/large\.webp$/),
      width: 1280,
      height: 720,
    });
    expect(overview.guides.find((guide) => guide.id === 'boost-one')).toMatchObject({
      lessons: 2,
      practices: 3,
    });
  });

  it('counts from the published content, and names where the quiz starts and who grades', async () => {
    const { facts, quiz, promptGrading, guides } = await overviewAt('/api/catalog/overview');
    expect(facts).toEqual({
      guides: 6,
      coreGuides: 5,
      boostGuides: 1,
      lessons: 7,
      minutes: guides.reduce((sum, guide) => sum + guide.minutes, 0),
      questions: 7,
      promptTasks: 6,
      interfaceLanguages: ['en', 'uk', 'es', 'fr', 'tr', 'ja', 'ko', 'pt'],
      guideLanguages: ['en', 'uk'],
    });
    expect(facts.questions + facts.promptTasks).toBe(guides.reduce((sum, guide) => sum + guide.practices, 0));
    expect(quiz).toEqual({ funnel: 1, variant: 1, steps: 4 });
    expect(promptGrading).toBe('rubric');
  });

  it('says what a learner can do after a guide in the words of its message at 100 percent', async () => {
    const { guides } = await overviewAt('/api/catalog/overview');
    expect(guides.find((guide) => guide.id === 'core-two')?.outcome).toBe(
      'You can write a clear prompt for a test.',
    );
    // A guide without such a message has no outcome rather than an invented one.
    expect(guides.find((guide) => guide.id === 'core-three')?.outcome).toBeNull();
  });

  it('reads each guide in the visitor’s language where it is translated, else in English', async () => {
    const overview = await overviewAt('/api/catalog/overview?lang=ua');
    expect(overview.guides[0]).toMatchObject({ id: 'core-one', lang: 'uk', title: 'Основи один' });
    expect(overview.guides[1]).toMatchObject({ id: 'core-two', lang: 'en', title: 'Core two' });
    expect(overview.facts.guides).toBe(6);
  });

  it('tells nothing about learners, and sends the same answer again', async () => {
    const first = await backend.app.inject({ url: '/api/catalog/overview?lang=en' });
    const again = await backend.app.inject({ url: '/api/catalog/overview?lang=en' });
    expect(again.body).toBe(first.body);
    for (const field of ['learners', 'rating', 'status', 'progressPercentage', 'email'])
      expect(first.body).not.toContain(`"${field}"`);
  });

  it('answers 400 naming the parameter for an unsupported language', async () => {
    const response = await backend.app.inject({ url: '/api/catalog/overview?lang=xx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Unsupported language "xx"');
  });
});

describe('the overview on a backend whose operator configured a model', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({
      env: { EVALUATOR: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
    });
  });
  afterAll(() => backend?.close());

  it('says prompts are scored by the model', async () => {
    const response = await backend.app.inject({ url: '/api/catalog/overview' });
    expect(catalogOverviewResponse.parse(response.json()).data.promptGrading).toBe('model');
  });
});

describe('a guide’s outcome', () => {
  const of = (description: string, percent = 100) =>
    outcomeOf({ progressMessages: [{ percent, title: 'Done', description }] });

  it('is the first sentence, in any script', () => {
    expect(of('You can now use ChatGPT carefully.\nPick one task and try it.\n')).toBe(
      'You can now use ChatGPT carefully.',
    );
    expect(of('ChatGPTを安全に使えます。明日試してみましょう。')).toBe('ChatGPTを安全に使えます。');
    expect(of('Version 2.5 of you can plan a week! Go on.')).toBe('Version 2.5 of you can plan a week!');
    expect(of('No full stop at all')).toBe('No full stop at all');
    expect(of('Halfway there.', 50)).toBeNull();
  });
});
