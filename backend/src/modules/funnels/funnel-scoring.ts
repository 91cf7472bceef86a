import type { ReadinessLevel } from '../../content/funnels/funnel-schema';
import { SCALE_POINTS } from '../../content/funnels/funnel-schema';
import { type Funnel, maxPointsOf } from '../../content/funnels/read-funnels';
import type { LeadAnswer } from '../../db/schema';
import { AppError } from '../../errors/app-error';

// How a quiz is answered and scored: answers checked against their step, points, the level, the
// percentile and the growth chart. Pure functions, so the rules are tested without a database.

export type FunnelStep = Funnel['steps'][number];

/** Results needed before the percentile is computed from them instead of the funnel's prior. */
export const PERCENTILE_MIN_RESULTS = 100;

/** The steps of a variant in order; undefined for a variant the funnel does not have. */
export function stepsOf(funnel: Funnel, variantId: number): FunnelStep[] | undefined {
  const variant = funnel.variants.find((candidate) => candidate.id === variantId);
  return variant?.steps.flatMap((id) => funnel.steps.find((step) => step.id === id) ?? []);
}

/** The answer as it is kept, or a 400 saying what the step takes. */
export function checkedAnswer(step: FunnelStep, answer: string | string[] | number | undefined): LeadAnswer {
  const invalid = (message: string) => new AppError(400, 'InvalidAnswer', message);
  const optionIds = step.kind === 'single' || step.kind === 'multiple' ? step.options.map((o) => o.id) : [];
  switch (step.kind) {
    case 'info':
      if (answer !== undefined) throw invalid('This step is an information screen: send no answer');
      return true;
    case 'single':
      if (typeof answer !== 'string' || !optionIds.includes(answer))
        throw invalid(`Choose one of: ${optionIds.join(', ')}`);
      return answer;
    case 'multiple': {
      const chosen = answer === undefined ? [] : answer;
      if (!Array.isArray(chosen) || chosen.some((id) => !optionIds.includes(id)))
        throw invalid(`Choose any of: ${optionIds.join(', ')}`);
      return [...new Set(chosen)];
    }
    case 'scale':
      if (typeof answer !== 'number' || answer < 1 || answer > SCALE_POINTS)
        throw invalid(`Choose a number from 1 to ${SCALE_POINTS}`);
      return answer;
  }
}

/** The points an answer adds (0 for a missing or unknown one). */
export function pointsOf(step: FunnelStep, answer: LeadAnswer | undefined): number {
  switch (step.kind) {
    case 'info':
      return 0;
    case 'single':
      return step.options.find((option) => option.id === answer)?.points ?? 0;
    case 'multiple': {
      const chosen = Array.isArray(answer) ? answer : [];
      const sum = step.options
        .filter((option) => chosen.includes(option.id))
        .reduce((total, option) => total + option.points, 0);
      return Math.min(sum, step.maxPoints);
    }
    case 'scale':
      return typeof answer === 'number' ? (step.points[answer - 1] ?? 0) : 0;
  }
}

/** The index (from 0) of the first step without an answer, or null when all are answered. */
export function firstUnanswered(steps: FunnelStep[], answers: Record<string, LeadAnswer>): number | null {
  const index = steps.findIndex((step) => answers[step.id] === undefined);
  return index === -1 ? null : index;
}

export interface Score {
  points: number;
  maxPoints: number;
  level: ReadinessLevel;
}

export function scoreOf(funnel: Funnel, steps: FunnelStep[], answers: Record<string, LeadAnswer>): Score {
  const points = steps.reduce((sum, step) => sum + pointsOf(step, answers[step.id]), 0);
  const maxPoints = steps.reduce((sum, step) => sum + maxPointsOf(step), 0);
  const { LOW, INTERMEDIATE } = funnel.levels;
  const level =
    points <= LOW.upToPoints ? 'LOW' : points <= INTERMEDIATE.upToPoints ? 'INTERMEDIATE' : 'HIGH';
  return { points, maxPoints, level };
}

/**
 * 'Ahead of N% of beginners': the share of earlier results with fewer points, once there are
 * PERCENTILE_MIN_RESULTS of them; the funnel's prior before (PRODUCT.md §3). Kept within 1-99.
 */
export function percentileOf(prior: number, results: { total: number; below: number }): number {
  if (results.total < PERCENTILE_MIN_RESULTS) return prior;
  return Math.min(99, Math.max(1, Math.round((100 * results.below) / results.total)));
}

/**
 * The growth chart: where the learner stands now (their share of the points, kept within 10-70 so
 * every chart has room to grow) and where ten minutes a day takes them in four weeks: each week
 * closes 40% of the remaining way to 95.
 */
export function growthOf(points: number, maxPoints: number): { week: number; value: number }[] {
  const now = Math.min(70, Math.max(10, Math.round((100 * points) / Math.max(1, maxPoints))));
  const values = [now];
  for (let week = 1; week <= 4; week += 1) {
    const last = values[week - 1] ?? now;
    values.push(Math.round(last + (95 - last) * 0.4));
  }
  return values.map((value, week) => ({ week, value }));
}
