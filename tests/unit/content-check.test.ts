import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalog } from '../../backend/src/content/courses/read-catalog';
import { type FixtureCatalog, fixtureCatalog } from './helpers/fixture-catalog';

const LESSON = 'courses/core-one/01-core-one-basics/01-core-one-lesson.md';

let dir: string;
let opened: FixtureCatalog | undefined;
afterEach(() => opened?.removeAll());

/** A catalog of the fixture guides named, copied to a temporary folder the test may change. */
async function catalogOf(...guides: string[]) {
  opened = await fixtureCatalog(...guides);
  dir = opened.dir;
  return opened;
}

describe('the content checker', () => {
  it('reads a good guide into chapters, lessons, fragments and practices with stable ids', async () => {
    await catalogOf('core-one');
    const { courses, problems } = await readCatalog(dir);
    expect(problems).toEqual([]);
    expect(courses).toHaveLength(1);
    const [course] = courses;
    expect(course).toMatchObject({
      id: 'core-one',
      title: 'Core one',
      level: 'beginner',
      category: 'ChatGPT',
      tags: ['AI'],
      stage: 'core',
      image: { file: 'courses/core-one/cover.svg', alt: 'An amber circle on indigo' },
      progressMessages: [{ percent: 50, title: 'Halfway', description: 'Half of Core one is done.' }],
    });
    const lesson = course?.chapters[0]?.lessons[0];
    expect(course?.chapters[0]?.id).toBe('core-one-basics');
    expect(lesson?.id).toBe('core-one-lesson');
    expect(lesson?.introduction).toBe('The introduction of the core one lesson.');
    expect(lesson?.fragments.map((fragment) => [fragment.id, fragment.title])).toEqual([
      ['first-idea', 'First idea'],
      ['second', 'Second idea'],
      ['write-a-prompt', 'Write a prompt'],
    ]);
    expect(lesson?.fragments[1]?.content).toBe('The second fragment.\n\n[PRACTICE_1]');
    expect(lesson?.fragments[1]?.practices).toEqual([
      {
        id: 'second-1',
        isRequired: true,
        practiceType: 'SINGLE_CHOICE_TEST',
        question: 'Which option is right?',
        hint: 'Not the first.',
        options: [
          { id: '1', text: 'The first', isCorrect: false },
          { id: '2', text: 'The second', isCorrect: true },
          { id: '3', text: 'The third', isCorrect: false },
        ],
        correctChoiceMessage: 'Yes, the second.',
        wrongChoiceMessage: 'Think again.',
      },
    ]);
    expect(lesson?.fragments[2]?.practices[0]).toMatchObject({
      id: 'core-one-prompt',
      practiceType: 'PROMPT_CREATION',
      title: 'Ask for a packing list',
      criteria: ['says where and how long the trip is', 'asks for a checklist'],
    });
  });

  it('reports values outside the lists at their line', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.edit('courses/core-one/course.yaml', (text) =>
      text
        .replace('category: ChatGPT', 'category: Cooking')
        .replace('tags: [AI]', 'tags: [AI, Cats]')
        .replace('order: 1', 'order: 1\ncolour: blue'),
    );
    expect(await catalog.problems()).toEqual([
      'courses/core-one/course.yaml:4: category: must be one of: Midjourney, ChatGPT, Automation, Prompting, Business Tools, Side Hustles',
      'courses/core-one/course.yaml:5: tags[2]: must be one of: AI, Marketing, Design, Productivity, Coding, No-code',
      'courses/core-one/course.yaml:1: Unrecognized key: "colour"',
    ]);
  });

  it('asks every guide for the real day it was published', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.edit('courses/core-one/course.yaml', (text) =>
      text.replace('published: 2026-01-15', 'published: 2026-02-30'),
    );
    expect(await catalog.problems()).toEqual([
      'courses/core-one/course.yaml:8: published: must be the day the guide was first published, YYYY-MM-DD',
    ]);
    await catalog.edit('courses/core-one/course.yaml', (text) => text.replace('published: 2026-02-30\n', ''));
    expect(await catalog.problems()).toEqual([
      'courses/core-one/course.yaml:1: published: must be the day the guide was first published, YYYY-MM-DD',
    ]);
  });

  it('reports invalid YAML and a missing image', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.remove('courses/core-one/cover.svg');
    expect(await catalog.problems()).toEqual([
      'courses/core-one/course.yaml:9: image: cover.svg is not in courses/core-one',
    ]);
    await catalog.edit('courses/core-one/course.yaml', (text) =>
      text.replace('level: beginner', 'level: [beginner'),
    );
    const problems = await catalog.problems();
    expect(problems[0]).toMatch(/^courses\/core-one\/course\.yaml:4: invalid YAML: Flow sequence/);
  });

  it('reads a prompt practice’s subject, and refuses a task without one or with words missing', async () => {
    const catalog = await catalogOf('core-one');
    const { courses } = await readCatalog(dir);
    const practice = courses[0]?.chapters[0]?.lessons[0]?.fragments[2]?.practices[0];
    expect(practice).toMatchObject({
      subject: {
        asks: 'a packing list for a two-day hike in the mountains',
        words: { en: expect.arrayContaining(['packing*', 'hike*']), ko: expect.arrayContaining(['준비물']) },
      },
    });
    // A translation names the subject as the learner reads it, and uses the original's words.
    const translated = courses[0]?.chapters[0]?.lessons[0]?.translations.uk?.fragments[2]?.practices[0];
    expect(translated).toMatchObject({
      subject: {
        asks: 'список речей для дводенного походу в гори',
        words: { uk: expect.arrayContaining(['речей']) },
      },
    });

    // A translation without its own asks.
    const translation = LESSON.replace(/\.md$/, '.uk.md');
    const asRead = await readFile(join(dir, translation), 'utf8');
    await catalog.edit(translation, (text) => text.replace(/\nsubject:(?:\n {2}.*)+/, ''));
    expect(await catalog.problems()).toEqual([
      expect.stringMatching(/\.uk\.md:\d+: subject: needs a subject/),
    ]);
    await catalog.write(translation, asRead);

    await catalog.edit(LESSON, (text) => text.replace(/\n {4}ko: .*/, ''));
    expect((await catalog.problems()).join('\n')).toMatch(
      /subject\.words\.ko: needs the words of a prompt on the task/,
    );
    await catalog.edit(LESSON, (text) =>
      text.replace('asks: "a packing list for a two-day hike in the mountains"', 'asks: "something to read"'),
    );
    expect((await catalog.problems()).join('\n')).toMatch(
      /subject\.asks: "something to read" uses none of subject\.words\.en/,
    );
    await catalog.edit(LESSON, (text) => text.replace(/\nsubject:(?:\n {2}.*)+/, ''));
    expect(await catalog.problems()).toEqual([expect.stringMatching(/subject: needs a subject/)]);
  });

  it('reports a practice without a correct option, or with two', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.edit(LESSON, (text) => text.replace('    correct: true\n', ''));
    expect(await catalog.problems()).toEqual([
      `${LESSON}:19: options: needs exactly one option marked \`correct: true\``,
    ]);
    await catalog.edit(LESSON, (text) =>
      text.replace(
        '  - The third',
        '  - text: The third\n    correct: true\n  - text: The fourth\n    correct: true',
      ),
    );
    expect(await catalog.problems()).toEqual([
      `${LESSON}:19: options: needs exactly one option marked \`correct: true\``,
    ]);
  });

  it('reports a marker without its practice and a practice never placed', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.edit(LESSON, (text) =>
      text
        .replace('The first fragment.', 'The first fragment. [PRACTICE_2]')
        .replace('The third fragment.\n\n[PRACTICE_1]', 'The third fragment.'),
    );
    expect(await catalog.problems()).toEqual([
      `${LESSON}:8: [PRACTICE_2] in "First idea" has no practice 2 in this fragment`,
      `${LESSON}:32: practice 1 is never placed: add [PRACTICE_1] to the text`,
    ]);
  });

  it('reports links and images a learner could not follow', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.edit(LESSON, (text) =>
      text.replace(
        'The first fragment.',
        'The first fragment.\n\nSee [this](javascript:alert(1)) and ![](https://example.com/a.png).',
      ),
    );
    expect(await catalog.problems()).toEqual([
      `${LESSON}:11: link "javascript:alert(1)": only https://, http://, mailto: or /app-page links`,
      `${LESSON}:11: image "https://example.com/a.png" needs alt text`,
    ]);
  });

  it('finds links inside lists and tables too', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.edit(LESSON, (text) =>
      text.replace(
        'The first fragment.',
        'The first fragment.\n\n- a [list link](ftp://x)\n\n| tool | page |\n| --- | --- |\n| A | [table link](file:///etc) |',
      ),
    );
    expect(await catalog.problems()).toEqual([
      `${LESSON}:11: link "ftp://x": only https://, http://, mailto: or /app-page links`,
      `${LESSON}:15: link "file:///etc": only https://, http://, mailto: or /app-page links`,
    ]);
  });

  it('reports too few fragments, an empty fragment and a lesson without practices', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.write(
      'courses/core-one/01-core-one-basics/02-short-lesson.md',
      '---\ntitle: Short\n---\nIntro.\n\n## Only one\n\n## Empty\n',
    );
    const file = 'courses/core-one/01-core-one-basics/02-short-lesson.md';
    expect(await catalog.problems()).toEqual([
      `${file}:2: keyPoints: is missing: list the 2 to 4 things a learner takes away from the lesson`,
      `${file}:4: has 2 fragments (## headings): a lesson has 3 to 6`,
      `${file}:6: fragment "Only one" has no text`,
      `${file}:8: fragment "Empty" has no text`,
      `${file}:4: has no practice: every lesson has at least one`,
      `${file}:4: reads in about 1 min (1 word): a lesson has 200 to 1400 words of text, so it reads in 1 to 7 minutes`,
    ]);
  });

  it('asks every lesson for 2 to 4 key points, each a sentence', async () => {
    const catalog = await catalogOf('core-one');
    const keyPoints = 'keyPoints: [The first idea of this lesson., The second idea of this lesson.]';
    await catalog.edit(LESSON, (text) => text.replace(keyPoints, 'keyPoints: [Only one idea.]'));
    expect(await catalog.problems()).toEqual([`${LESSON}:4: keyPoints: needs at least 2 key points`]);
    await catalog.edit(LESSON, (text) =>
      text.replace('keyPoints: [Only one idea.]', 'keyPoints: [A, B, C, D, E]'),
    );
    expect(await catalog.problems()).toEqual([`${LESSON}:4: keyPoints: has more than 4 key points`]);
    await catalog.edit(LESSON, (text) => text.replace('keyPoints: [A, B, C, D, E]', "keyPoints: [A, '  ']"));
    expect(await catalog.problems()).toEqual([`${LESSON}:4: keyPoints[2]: must not be empty`]);
  });

  it('reports a lesson too long to read in one sitting', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.edit(LESSON, (text) =>
      text.replace('The first fragment.', `The first fragment. ${'Read this again. '.repeat(420)}`),
    );
    expect(await catalog.problems()).toEqual([
      `${LESSON}:6: reads in about 8 min (1,478 words): a lesson has 200 to 1400 words of text, so it reads in 1 to 7 minutes`,
    ]);
  });

  it('reports an in-app link to a page that does not exist, and takes those that do', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.edit(LESSON, (text) =>
      text.replace(
        'The first fragment.',
        'The first fragment. See [your guides](/courses), [this guide](/course/core-one), ' +
          '[this lesson](/course/core-one/lesson/core-one-lesson/start?x=1) and [news](/news#top).\n\n' +
          'Not [a guide](/course/no-such-guide), [a lesson](/course/core-one/lesson/nope/learn) or [a page](/settings).',
      ),
    );
    expect(await catalog.problems()).toEqual([
      `${LESSON}:11: link "/course/no-such-guide" leads to no page of the app`,
      `${LESSON}:11: link "/course/core-one/lesson/nope/learn" leads to no page of the app`,
      `${LESSON}:11: link "/settings" leads to no page of the app`,
    ]);
  });

  it('reports a duplicate lesson id across guides, and badly named files', async () => {
    const catalog = await catalogOf('core-one', 'core-two');
    await cp(join(dir, LESSON), join(dir, 'courses/core-two/01-core-two-basics/02-core-one-lesson.md'));
    await catalog.write('courses/core-two/01-core-two-basics/lesson-three.md', '');
    expect(await catalog.problems()).toEqual([
      'courses/core-two/01-core-two-basics/lesson-three.md:1: unexpected name: use NN-name.md (lower-case, digits, dashes)',
      'courses/core-two/01-core-two-basics/02-core-one-lesson.md:1: the lesson id "core-one-lesson" is also used by courses/core-one/01-core-one-basics/01-core-one-lesson.md: ids are unique in the catalog',
    ]);
  });

  it('asks for both kinds of practice in a guide', async () => {
    const catalog = await catalogOf('core-one');
    // The prompt task goes (from the original alone); the lesson keeps its length.
    await catalog.remove(LESSON.replace('.md', '.uk.md'));
    await catalog.edit(LESSON, (text) =>
      text.replace(/\[PRACTICE_1\]\n\n```practice\ntype: prompt[\s\S]*?\n```\n/, ''),
    );
    expect(await catalog.problems()).toEqual([
      'courses/core-one/course.yaml:1: the guide needs both kinds of practice: single-choice and prompt',
    ]);
  });

  describe('translations beside the original', () => {
    const UK_LESSON = 'courses/core-one/01-core-one-basics/01-core-one-lesson.uk.md';

    it('reads them with the original ids, so progress is the same in every language', async () => {
      await catalogOf('core-one');
      const { courses, problems } = await readCatalog(dir);
      expect(problems).toEqual([]);
      const [course] = courses;
      expect(course?.translations.uk).toMatchObject({
        title: 'Основи один',
        imageAlt: 'Бурштинове коло на тлі індиго',
        progressMessages: [{ percent: 50, title: 'Половина' }],
      });
      expect(course?.chapters[0]?.translations).toEqual({ uk: { title: 'Основи' } });
      const lesson = course?.chapters[0]?.lessons[0];
      const uk = lesson?.translations.uk;
      expect(uk?.title).toBe('Урок основ один');
      expect(uk?.fragments.map((fragment) => [fragment.id, fragment.title])).toEqual([
        ['first-idea', 'Перша ідея'],
        ['second', 'Друга ідея'],
        ['write-a-prompt', 'Напишіть промпт'],
      ]);
      expect(uk?.fragments[1]?.practices[0]).toMatchObject({
        id: 'second-1',
        question: 'Який варіант правильний?',
        options: [
          { id: '1', isCorrect: false },
          { id: '2', isCorrect: true },
          { id: '3', isCorrect: false },
        ],
      });
      expect(uk?.fragments[2]?.practices[0]).toMatchObject({
        id: 'core-one-prompt',
        criteria: ['каже, куди і на скільки днів подорож', 'просить чекліст'],
      });
    });

    it('reports a language the app does not speak, and English named as a translation', async () => {
      const catalog = await catalogOf('core-one');
      await catalog.write('courses/core-one/course.de.yaml', 'title: Kern eins\n');
      await catalog.write(UK_LESSON.replace('.uk.md', '.en.md'), '---\ntitle: x\n---\n');
      expect(await catalog.problems()).toEqual([
        'courses/core-one/course.de.yaml:1: unknown language "de": a translation is one of uk, es, fr, tr, ja, ko, pt',
        'courses/core-one/01-core-one-basics/01-core-one-lesson.en.md:1: English is the original language: name the file without .en',
      ]);
    });

    it('reports a translation without its original', async () => {
      const catalog = await catalogOf('core-one');
      await catalog.write(
        'courses/core-one/01-core-one-basics/02-missing.uk.md',
        await readFile(join(dir, UK_LESSON), 'utf8'),
      );
      expect(await catalog.problems()).toEqual([
        'courses/core-one/01-core-one-basics/02-missing.uk.md:1: a translation of courses/core-one/01-core-one-basics/02-missing.md, which does not exist',
      ]);
    });

    it('reports a translation whose shape differs from the original', async () => {
      const catalog = await catalogOf('core-one');
      await catalog.edit(UK_LESSON, (text) =>
        text.replace('Друга ідея цього уроку.]', 'Друга ідея цього уроку., Третя ідея.]'),
      );
      expect(await catalog.problems()).toEqual([
        `${UK_LESSON}:1: has 3 key points and the original (courses/core-one/01-core-one-basics/01-core-one-lesson.md) 2: a translation keeps the original’s key points, in order`,
      ]);
      await catalog.edit(UK_LESSON, (text) => text.replace(', Третя ідея.]', ']'));
      await catalog.edit(UK_LESSON, (text) =>
        text.replace(
          '  - Перший\n  - text: Другий\n    correct: true',
          '  - text: Перший\n    correct: true\n  - Другий',
        ),
      );
      expect(await catalog.problems()).toEqual([
        `${UK_LESSON}:1: fragment "Друга ідея", practice 1: the correct option is not in the same place as in the original (courses/core-one/01-core-one-basics/01-core-one-lesson.md)`,
      ]);
      await catalog.edit(UK_LESSON, (text) => `${text}\n## Четверта ідея\nЗайвий фрагмент.\n`);
      expect(await catalog.problems()).toEqual([
        `${UK_LESSON}:1: has 4 fragments and the original (courses/core-one/01-core-one-basics/01-core-one-lesson.md) 3: a translation keeps the original’s fragments, in order`,
      ]);
    });

    it('asks a guide translation for the same progress messages and checks its fields', async () => {
      const catalog = await catalogOf('core-one');
      await catalog.edit('courses/core-one/course.uk.yaml', (text) =>
        text.replace('percent: 50', 'percent: 40'),
      );
      await catalog.write(
        'courses/core-one/01-core-one-basics/chapter.uk.yaml',
        'title: Основи\nlevel: beginner\n',
      );
      const problems = await catalog.problems();
      expect(problems).toContain(
        'courses/core-one/course.uk.yaml:1: progressMessages: the original has messages at 50 percent; a translation has the same ones, translated',
      );
      expect(
        problems.some((line) => line.startsWith('courses/core-one/01-core-one-basics/chapter.uk.yaml:')),
      ).toBe(true);
    });
  });
});
