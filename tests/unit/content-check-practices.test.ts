import { afterEach, describe, expect, it } from 'vitest';
import { type FixtureCatalog, fixtureCatalog } from './helpers/fixture-catalog';

// The checker on practices: a block left open, questions whose right option gives itself away by
// its length, and the model answers of prompt tasks.

const LESSON = 'courses/core-one/01-core-one-basics/01-core-one-lesson.md';
const UK_LESSON = 'courses/core-one/01-core-one-basics/01-core-one-lesson.uk.md';
const TWO = 'courses/core-two/01-core-two-basics/01-core-two-lesson.md';

let opened: FixtureCatalog | undefined;
afterEach(() => opened?.removeAll());
async function catalogOf(...guides: string[]) {
  opened = await fixtureCatalog(...guides);
  return opened;
}

/** The fixture question's options as given: the right one second. */
const OPTIONS = '  - The first\n  - text: The second\n    correct: true\n  - The third';
const options = (wrong: string[], right: string) =>
  [...wrong.map((text) => `  - ${text}`), `  - text: ${right}\n    correct: true`].join('\n');

describe('a practice block', () => {
  it('refuses one left open at the end of the file, at its line', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.edit(LESSON, (text) => text.replace(/(\n {4}pt: .*\n)```\n/, '$1'));
    expect(await catalog.problems()).toEqual([
      `${LESSON}:34: the practice block is not closed: end it with \`\`\``,
    ]);
  });

  it('refuses one that the next block’s fence closes, and names the one left open', async () => {
    const catalog = await catalogOf('core-one');
    // The question's closing fence goes: the prompt task's closing fence would end it.
    await catalog.edit(LESSON, (text) => text.replace('wrong: Think again.\n```\n', 'wrong: Think again.\n'));
    expect(await catalog.problems()).toEqual([
      `${LESSON}:16: the practice block is not closed: end it with \`\`\``,
    ]);
  });

  it('takes a block closed by a longer fence, or by tildes opened by tildes', async () => {
    const catalog = await catalogOf('core-one');
    await catalog.edit(LESSON, (text) =>
      text
        .replace('wrong: Think again.\n```\n', 'wrong: Think again.\n`````\n')
        .replace(/```practice\ntype: prompt([\s\S]*?)\n```\n/, '~~~practice\ntype: prompt$1\n~~~\n'),
    );
    expect(await catalog.problems()).toEqual([]);
  });
});

describe('questions whose right option is the longest', () => {
  it('warns, without refusing, when it is so in more than half of a guide’s questions', async () => {
    const catalog = await catalogOf('core-one', 'core-two');
    // core-one's one question: "The second" is the longest. core-two's: a tie, so not.
    await catalog.edit(TWO, (text) =>
      text.replace(OPTIONS, options(['The firsts', 'The third'], 'The second')),
    );
    expect(await catalog.problems()).toEqual([]);
    expect(await catalog.warnings()).toEqual([
      'courses/core-one/course.yaml:1: guide core-one: the right option is the longest in 1 of its 1 single-choice questions, so it can be guessed: make the wrong options as full and careful as the right one',
    ]);
  });

  it('counts every question of the guide, and is quiet at half or fewer', async () => {
    const catalog = await catalogOf('core-one');
    // The original gets a second question: its translation would no longer have its shape.
    await catalog.remove(UK_LESSON);
    const second = (wrong: string[], right: string) =>
      [
        '\n\nAnd a second question.\n\n[PRACTICE_2]\n\n```practice',
        'type: single-choice',
        'question: Which one now?',
        'options:',
        options(wrong, right),
        'hint: Think.',
        'right: Yes.',
        'wrong: No.',
        '```',
      ].join('\n');
    const withSecond = (wrong: string[], right: string) => (text: string) =>
      text.replace(
        '[PRACTICE_1]\n\n```practice\ntype: single-choice',
        `${second(wrong, right)}\n\n[PRACTICE_1]\n\n\`\`\`practice\ntype: single-choice`,
      );
    await catalog.edit(LESSON, withSecond(['A much longer wrong option', 'Short'], 'Right one'));
    expect(await catalog.problems()).toEqual([]);
    expect(await catalog.warnings()).toEqual([]);

    await catalog.edit(LESSON, (text) =>
      text.replace(
        options(['A much longer wrong option', 'Short'], 'Right one'),
        options(['Wrong', 'Short'], 'Right one, said with care'),
      ),
    );
    expect(await catalog.warnings()).toEqual([
      expect.stringContaining(
        'guide core-one: the right option is the longest in 2 of its 2 single-choice questions',
      ),
    ]);
  });
});

describe("a prompt task's model answer", () => {
  it('is read with the task, and a translation without its own shows the original’s, marked English', async () => {
    const catalog = await catalogOf('core-one');
    const { courses, problems } = await catalog.read();
    expect(problems).toEqual([]);
    const lesson = courses[0]?.chapters[0]?.lessons[0];
    expect(lesson?.fragments[2]?.practices[0]).toMatchObject({
      modelPrompt: expect.stringContaining("I'm hiking in the Tatra mountains"),
      whyItWorks: expect.stringContaining('It says where, how long and when'),
    });
    expect(lesson?.fragments[2]?.practices[0]).not.toHaveProperty('modelLang');
    expect(lesson?.translations.uk?.fragments[2]?.practices[0]).toMatchObject({
      modelPrompt: expect.stringContaining("I'm hiking in the Tatra mountains"),
      modelLang: 'en',
    });

    await catalog.edit(UK_LESSON, (text) =>
      text.replace(
        'subject:\n',
        'modelPrompt: Я йду в Татри на два дні.\nwhyItWorks: Каже, куди і коли.\nsubject:\n',
      ),
    );
    const translated = (await catalog.read()).courses[0]?.chapters[0]?.lessons[0]?.translations.uk;
    expect(translated?.fragments[2]?.practices[0]).toMatchObject({
      modelPrompt: 'Я йду в Татри на два дні.',
    });
    expect(translated?.fragments[2]?.practices[0]).not.toHaveProperty('modelLang');
  });

  it('is asked of every original task only once the rule is on', async () => {
    const catalog = await catalogOf('core-one', 'core-two');
    expect(await catalog.problems()).toEqual([]);
    const rule = { requireModelAnswers: true };
    expect(await catalog.problems(rule)).toEqual([
      `${TWO}:34: needs modelPrompt: the author's own answer to the task, with real details, shown after the learner's attempt`,
      `${TWO}:34: needs whyItWorks: what makes the model prompt good, in one or two plain sentences`,
    ]);
  });
});
