import { describe, expect, it } from 'vitest';
import { kinds, measureAgreement, readLabels } from '../../bench/grader-agreement';

// bench/prompt-labels.json: prompts for the catalog's own tasks, each scored 0-5 by hand as a careful
// teacher would, before the grader's scores were looked at. The goals are the product's: a grader
// that a learner cannot game and that recognises a good prompt in any of its languages.
const MAX_MEAN_ABSOLUTE_ERROR = 0.7;
const MIN_SPEARMAN = 0.8;

describe('the rubric against the hand-scored prompts', () => {
  it('holds a set with every kind of prompt, in every language', async () => {
    const labels = await readLabels();
    expect(labels.length).toBeGreaterThanOrEqual(300);
    for (const kind of kinds)
      expect(labels.filter((label) => label.kind === kind).length, kind).toBeGreaterThanOrEqual(10);
    for (const lang of ['en', 'uk', 'es', 'fr', 'tr', 'ja', 'ko', 'pt'])
      expect(labels.filter((label) => label.lang === lang).length, lang).toBeGreaterThanOrEqual(8);
  });

  it('comes close to the teacher, and ranks prompts as the teacher does', async () => {
    const agreement = await measureAgreement();
    expect(agreement.meanAbsoluteError).toBeLessThanOrEqual(MAX_MEAN_ABSOLUTE_ERROR);
    expect(agreement.spearman).toBeGreaterThanOrEqual(MIN_SPEARMAN);
  });

  it('scores every gaming, off-topic or negated prompt at most 1, and every excellent one at least 4', async () => {
    const { gamed, missed } = await measureAgreement();
    const listed = (items: typeof gamed) =>
      items.map(
        ({ label, score }) => `${score} for ${label.kind} (${label.task}, ${label.lang}): ${label.prompt}`,
      );
    expect(listed(gamed)).toEqual([]);
    expect(listed(missed)).toEqual([]);
  });
});
