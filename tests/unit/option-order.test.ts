import { describe, expect, it } from 'vitest';
import { optionOrderFor } from '~/lib/option-order.server';

const options = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index + 1) }));
const ids = (list: { id: string }[]) => list.map((option) => option.id).join('');

describe("a question's options in the learner's order", () => {
  it('is the same order every time for the same learner and question', () => {
    const first = optionOrderFor(options(4), 42, 'be-specific', 'why-1');
    for (let time = 0; time < 5; time += 1)
      expect(optionOrderFor(options(4), 42, 'be-specific', 'why-1')).toEqual(first);
  });

  it('keeps every option, ids and all, once, and leaves the list it was given alone', () => {
    for (const count of [1, 2, 3, 6, 12]) {
      const given = options(count);
      const shuffled = optionOrderFor(given, 7, 'lesson', 'question-1');
      expect([...shuffled].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(given);
      expect(given).toEqual(options(count));
      for (const option of shuffled) expect(given).toContain(option);
    }
  });

  it('differs between learners, and between questions of one learner', () => {
    const byLearner = new Set(
      Array.from({ length: 50 }, (_, learner) => ids(optionOrderFor(options(4), learner + 1, 'l', 'q'))),
    );
    const byQuestion = new Set(
      Array.from({ length: 50 }, (_, question) => ids(optionOrderFor(options(4), 1, 'l', `q-${question}`))),
    );
    const byLesson = new Set(
      Array.from({ length: 50 }, (_, lesson) => ids(optionOrderFor(options(4), 1, `l-${lesson}`, 'q'))),
    );
    for (const orders of [byLearner, byQuestion, byLesson]) expect(orders.size).toBeGreaterThan(10);
  });

  it('reaches every order of three, four and six options, about equally often', () => {
    for (const [count, permutations, learners] of [
      [3, 6, 600],
      [4, 24, 2_400],
      [6, 720, 20_000],
    ] as const) {
      const seen = new Map<string, number>();
      for (let learner = 1; learner <= learners; learner += 1) {
        const order = ids(optionOrderFor(options(count), learner, 'lesson', 'question-1'));
        seen.set(order, (seen.get(order) ?? 0) + 1);
      }
      expect(seen.size).toBe(permutations);
      // Each order expected learners / permutations times (100, 100, 28): none far off it.
      const expected = learners / permutations;
      for (const times of seen.values()) {
        expect(times).toBeGreaterThan(expected / 3);
        expect(times).toBeLessThan(expected * 2.5);
      }
    }
  });

  it('puts the first option first for only about a quarter of learners among four', () => {
    let first = 0;
    for (let learner = 1; learner <= 4_000; learner += 1)
      if (optionOrderFor(options(4), learner, 'lesson', 'q')[0]?.id === '1') first += 1;
    expect(first / 4_000).toBeGreaterThan(0.2);
    expect(first / 4_000).toBeLessThan(0.3);
  });
});
