import { describe, expect, it } from 'vitest';
import { checkStoredOnce, failureCounts, percentile, summarise } from '../../bench/crowd-figures.mjs';
import { formsOf } from '../../bench/crowd-learner.mjs';

// The crowd bench's own pieces: its figures and its stored-once check must be right before its
// verdicts on the product mean anything.

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('summarise', () => {
  it('counts every status that is not 2xx/3xx and every network error by kind', () => {
    const figures = summarise([
      { kind: '/courses', ms: 10, status: 200 },
      { kind: '/courses', ms: 30, status: 504 },
      { kind: 'POST PIN', ms: 20, status: 303 },
      { kind: 'POST PIN', ms: 60_000, error: 'timeout' },
      { kind: 'POST PIN', ms: 5, status: 503 },
    ]);
    expect(figures.all.count).toBe(5);
    expect(figures.kinds['/courses']?.failures).toEqual({ 504: 1 });
    expect(figures.kinds['POST PIN']?.failures).toEqual({ timeout: 1, 503: 1 });
    expect(figures.kinds['POST PIN']?.p50).toBe(20);
    expect(failureCounts(figures.all)).toEqual({ serverErrors: 2, networkErrors: 1 });
  });
});

const entry = (
  fragmentIndex: number,
  completed: boolean,
  practiceResults: { practiceId: string; answer: string }[] = [],
) => ({
  fragmentId: `f${fragmentIndex}`,
  completed,
  practiceResults,
});

describe('checkStoredOnce', () => {
  const steps = [
    { lessonId: 'l1', type: 'answer', practiceId: 'p1', answer: 'a', acknowledged: true },
    { lessonId: 'l1', type: 'answer', practiceId: 'p2', answer: 'Write a prompt ', acknowledged: true },
    { lessonId: 'l1', type: 'continue', fragmentIndex: 0, acknowledged: true },
    { lessonId: 'l1', type: 'continue', fragmentIndex: 1, acknowledged: false },
    { lessonId: 'l1', type: 'finish', fragmentIndex: 1, acknowledged: false },
  ];

  it('finds every acknowledged step stored once', () => {
    const progress = {
      l1: {
        finished: false,
        fragmentProgress: {
          0: entry(0, true, [
            { practiceId: 'p1', answer: 'a' },
            { practiceId: 'p2', answer: 'Write a prompt' },
          ]),
          1: entry(1, false),
        },
      },
    };
    expect(checkStoredOnce(steps, progress)).toEqual({ checked: 3, lost: [], doubled: [] });
  });

  it('names a lost answer, a lost step and a practice held twice', () => {
    const progress = {
      l1: {
        finished: false,
        fragmentProgress: {
          0: entry(0, false, [
            { practiceId: 'p1', answer: 'b' },
            { practiceId: 'p2', answer: 'Write a prompt' },
          ]),
          1: entry(1, false, [{ practiceId: 'p2', answer: 'Write a prompt' }]),
        },
      },
    };
    const check = checkStoredOnce(steps, progress);
    expect(check.lost).toEqual([
      { lessonId: 'l1', practiceId: 'p1', answer: 'a', stored: ['b'] },
      { lessonId: 'l1', type: 'continue', fragmentIndex: 0 },
    ]);
    expect(check.doubled).toEqual([{ lessonId: 'l1', practice: 'p2' }]);
  });

  it('accepts an answer posted after the last acknowledged one: a post that timed out may still be saved', () => {
    const retried = [
      { lessonId: 'l1', type: 'answer', practiceId: 'p1', answer: 'a', acknowledged: true },
      { lessonId: 'l1', type: 'answer', practiceId: 'p1', answer: 'c', acknowledged: false },
    ];
    const progress = {
      l1: { finished: false, fragmentProgress: { 0: entry(0, false, [{ practiceId: 'p1', answer: 'c' }]) } },
    };
    expect(checkStoredOnce(retried, progress)).toEqual({ checked: 1, lost: [], doubled: [] });
  });
});

describe('formsOf', () => {
  it('reads a form as a browser posts it: hidden fields, radio options and text areas', () => {
    const html = `<form method="post" action="/course/c/lesson/l/learn?x=1&amp;y=2" class="practice-form">
      <input type="hidden" name="csrf" value="tok&amp;en"/><input type="hidden" name="intent" value="answer"/>
      <input type="radio" id="o1" name="option" value="o1" required=""/><input type="radio" name="option" value="o2"/>
      <textarea id="t" name="prompt" rows="6"></textarea></form>`;
    expect(formsOf(html)).toEqual([
      {
        action: '/course/c/lesson/l/learn?x=1&y=2',
        fields: { csrf: 'tok&en', intent: 'answer' },
        options: ['o1', 'o2'],
        textareas: ['prompt'],
      },
    ]);
  });
});
