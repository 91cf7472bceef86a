import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../backend/src/content/courses/content-problem';
import { maxPointsOf, readFunnels } from '../../backend/src/content/funnels/read-funnels';

const SHIPPED = new URL('../../content/funnels/1.yaml', import.meta.url).pathname;
const guides = [
  { id: 'chatgpt-basics', stage: 'core' },
  { id: 'ai-for-research-and-studying', stage: 'boost' },
];

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The shipped funnel in a temporary content folder, changed by `change`. */
async function funnelProblems(change: (text: string) => string = (text) => text, name = '1.yaml') {
  dir = await mkdtemp(join(tmpdir(), 'funnels-'));
  await mkdir(join(dir, 'funnels'));
  await writeFile(join(dir, 'funnels', name), change(await readFile(SHIPPED, 'utf8')));
  const reading = await readFunnels(dir, guides);
  return { ...reading, messages: reading.problems.map(formatProblem) };
}

describe('the funnel checker', () => {
  it('reads the shipped funnel: steps of every kind, two variants and HIGH within reach', async () => {
    const { funnels, messages } = await funnelProblems();
    expect(messages).toEqual([]);
    const [funnel] = funnels;
    expect(funnel?.id).toBe(1);
    expect(new Set(funnel?.steps.map((step) => step.kind))).toEqual(
      new Set(['single', 'multiple', 'scale', 'info']),
    );
    expect(funnel?.variants.map((variant) => variant.id)).toEqual([1, 2]);
    for (const variant of funnel?.variants ?? []) {
      const most = variant.steps
        .map((id) => funnel?.steps.find((step) => step.id === id))
        .reduce((sum, step) => sum + (step ? maxPointsOf(step) : 0), 0);
      expect(most).toBeGreaterThan(funnel?.levels.INTERMEDIATE.upToPoints ?? Number.POSITIVE_INFINITY);
    }
  });

  it('shows no testimonial unless the learner consented and its source is named', async () => {
    const { funnels } = await funnelProblems();
    expect(funnels[0]?.testimonials).toEqual([]);
    const quoted = (fields: string) => (text: string) =>
      text.replace(
        'percentilePrior:',
        `testimonials:\n  - name: Ann, 30\n    text: Short and useful.\n${fields}percentilePrior:`,
      );
    const unconsented = await funnelProblems(quoted(''));
    expect(unconsented.funnels).toEqual([]);
    expect(unconsented.messages.join('\n')).toMatch(
      /testimonials\[1\]\.consented: a testimonial needs consented: true/,
    );
    expect(unconsented.messages.join('\n')).toMatch(
      /testimonials\[1\]\.source: a testimonial needs its source/,
    );
    const refused = await funnelProblems(quoted('    consented: false\n    source: Survey of May 2026\n'));
    expect(refused.messages.join('\n')).toMatch(/consented: a testimonial needs consented: true/);
    const real = await funnelProblems(quoted('    consented: true\n    source: Survey of May 2026\n'));
    expect(real.messages).toEqual([]);
    expect(real.funnels[0]?.testimonials).toEqual([
      { name: 'Ann, 30', text: 'Short and useful.', consented: true, source: 'Survey of May 2026' },
    ]);
  });

  it('reports an unknown step kind at its line', async () => {
    const { messages, funnels } = await funnelProblems((text) => text.replace('kind: scale', 'kind: slider'));
    expect(funnels).toEqual([]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^funnels\/1\.yaml:\d+: steps\[5\]\.kind: kind must be one of: single, multiple, scale, info$/,
    );
  });

  it('reports a variant naming a step that does not exist, and one listing a step twice', async () => {
    const { messages } = await funnelProblems((text) =>
      text.replace(
        'steps: [experience, done-before, confidence, goal, daily-time]',
        'steps: [experience, experience, mood]',
      ),
    );
    const line =
      (await readFile(SHIPPED, 'utf8')).split('\n').findIndex((row) => row.trim() === '- id: 2') + 1;
    expect(messages).toContain(`funnels/1.yaml:${line}: variant 2: lists the step "experience" twice`);
    expect(messages).toContain(`funnels/1.yaml:${line}: variant 2: no step "mood" under steps`);
  });

  it('reports a recommended guide that is missing or locked behind Boost', async () => {
    const { messages } = await funnelProblems((text) =>
      text
        .replace(/recommendedGuide: chatgpt-basics/, 'recommendedGuide: no-such-guide')
        .replace(
          /(HIGH:[\s\S]*?)recommendedGuide: chatgpt-basics/,
          '$1recommendedGuide: ai-for-research-and-studying',
        ),
    );
    expect(messages).toEqual([
      expect.stringMatching(/^funnels\/1\.yaml:\d+: levels\.LOW: no guide "no-such-guide" in courses\/$/),
      expect.stringMatching(
        /^funnels\/1\.yaml:\d+: levels\.HIGH: "ai-for-research-and-studying" is a Boost guide, locked for a new learner$/,
      ),
    ]);
  });

  it('reports levels out of order and a variant that can never reach HIGH', async () => {
    const { messages } = await funnelProblems((text) =>
      text.replace('upToPoints: 6', 'upToPoints: 16').replace('upToPoints: 11', 'upToPoints: 15'),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/levels: INTERMEDIATE\.upToPoints \(15\) must be above LOW\.upToPoints \(16\)$/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/variant 2: scores at most 14 points, so HIGH \(above 15\) is out of reach$/),
    );
  });

  it('reports duplicate step and option ids, a missing variant 1 and a badly named file', async () => {
    const duplicated = await funnelProblems((text) =>
      text
        .replace('  - id: daily-time\n', '  - id: goal\n')
        .replace('      - id: twenty\n', '      - id: ten\n')
        .replace('  - id: 1\n    name:', '  - id: 3\n    name:'),
    );
    expect(duplicated.messages).toContainEqual(
      expect.stringMatching(/^funnels\/1\.yaml:\d+: the step id "goal" is used twice: step ids are unique$/),
    );
    expect(duplicated.messages).toContainEqual(
      expect.stringMatching(/step goal: the option id "ten" is used twice$/),
    );
    expect(duplicated.messages).toContainEqual(
      expect.stringMatching(/needs a variant with id 1: the quiz opens it when no variant is named$/),
    );
    const misnamed = await funnelProblems(undefined, 'quiz.yaml');
    expect(misnamed.messages).toEqual([
      'funnels/quiz.yaml:1: unexpected file: a funnel is <number>.yaml, its number in /quiz/f<number>/',
    ]);
  });

  it('asks for a funnel when there is none', async () => {
    dir = await mkdtemp(join(tmpdir(), 'funnels-'));
    const { problems } = await readFunnels(dir, guides);
    expect(problems.map(formatProblem)).toEqual([
      'funnels:1: no funnel: the quiz needs at least funnels/1.yaml',
    ]);
  });
});
