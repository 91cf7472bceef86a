import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import { type Funnel, readFunnels } from '../../content/funnels/read-funnels';
import type { FunnelStepView, LeadView } from '../../contract/funnels';
import { supportedLanguages } from '../../contract/languages';
import { AppError } from '../../errors/app-error';
import type { PublishedCatalog } from '../catalog/published-catalog';
import {
  checkedAnswer,
  type FunnelStep,
  firstUnanswered,
  growthOf,
  percentileOf,
  scoreOf,
  stepsOf,
} from './funnel-scoring';
import type { LeadRecord, LeadRepository } from './lead.repository';

export type FunnelService = ReturnType<typeof createFunnelService>;

interface FunnelServiceDeps {
  contentDir: string;
  publishedCatalog: PublishedCatalog;
  leadRepository: LeadRepository;
  /** Whether an email already belongs to a learner (who should sign in instead). */
  isLearnerEmail(email: string): Promise<boolean>;
  clock: Clock;
  log: { error(message: string): void };
}

/** The one-minute quiz: funnels read from content once, and visitors' leads through them. */
export function createFunnelService(deps: FunnelServiceDeps) {
  const { publishedCatalog, leadRepository, clock } = deps;
  let loaded: Promise<Funnel[]> | undefined;

  /** The funnels, checked against the published guides; none (every quiz address 404) if they fail. */
  function funnels(): Promise<Funnel[]> {
    if (!loaded) {
      const loading = readChecked();
      loaded = loading;
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (loaded === loading) loaded = undefined;
      });
    }
    return loaded;
  }

  async function readChecked(): Promise<Funnel[]> {
    const catalog = await publishedCatalog.current();
    const guides = catalog.courses.map((course) => ({ id: course.id, stage: course.stage }));
    const { funnels: read, problems } = await readFunnels(deps.contentDir, guides);
    for (const problem of problems)
      deps.log.error(`Quiz funnel not served: ${problem.file}:${problem.line}: ${problem.message}`);
    return read;
  }

  async function variantOf(funnelId: number, variantId: number) {
    const funnel = (await funnels()).find((candidate) => candidate.id === funnelId);
    const steps = funnel && stepsOf(funnel, variantId);
    if (!funnel || !steps) throw AppError.notFound('No such quiz');
    return { funnel, steps };
  }

  async function leadOf(leadId: string) {
    const lead = await leadRepository.find(leadId);
    if (!lead) throw AppError.notFound('This quiz was not found: start it again');
    return { lead, ...(await variantOf(lead.funnel, lead.variant)) };
  }

  async function viewOf(lead: LeadRecord, funnel: Funnel, steps: FunnelStep[]): Promise<LeadView> {
    const next = firstUnanswered(steps, lead.answers);
    let result: LeadView['result'] = null;
    if (next === null) {
      const score = scoreOf(funnel, steps, lead.answers);
      const level = funnel.levels[score.level];
      const guide = (await publishedCatalog.current()).course(level.recommendedGuide);
      result = {
        level: score.level,
        title: level.title,
        description: level.description,
        points: score.points,
        maxPoints: score.maxPoints,
        percentile: percentileOf(
          funnel.percentilePrior,
          await leadRepository.resultsBelow(funnel.id, score.points),
        ),
        growth: growthOf(score.points, score.maxPoints),
        recommendedGuide: { id: level.recommendedGuide, title: guide?.title ?? level.recommendedGuide },
      };
    }
    return {
      id: lead.id,
      funnel: lead.funnel,
      variant: lead.variant,
      totalSteps: steps.length,
      nextStep: next === null ? null : next + 1,
      answers: lead.answers,
      result,
      email: lead.email,
      marketingConsent: lead.marketingConsent,
    };
  }

  return {
    /** The funnels served, as content defines them (the reports' definitions). */
    definitions: funnels,
    /** Where a visitor starts: the lowest-numbered funnel served, in variant 1; null when none is. */
    async entry(): Promise<{ funnel: number; variant: number; steps: number } | null> {
      const [first] = [...(await funnels())].sort((a, b) => a.id - b.id);
      const steps = first && stepsOf(first, 1);
      return first && steps ? { funnel: first.id, variant: 1, steps: steps.length } : null;
    },

    async funnel(funnelId: number, variantId: number) {
      const { funnel, steps } = await variantOf(funnelId, variantId);
      const catalog = await publishedCatalog.current();
      return {
        funnel: funnel.id,
        variant: variantId,
        title: funnel.title,
        steps: steps.map(stepView),
        testimonials: funnel.testimonials.map(({ name, text }) => ({ name, text })),
        facts: {
          guides: catalog.courses.length,
          lessons: catalog.courses.reduce((sum, course) => sum + course.lessons.length, 0),
          languages: supportedLanguages.length,
        },
      };
    },

    async start(funnelId: number, variantId: number): Promise<LeadView> {
      const { funnel, steps } = await variantOf(funnelId, variantId);
      const lead = await leadRepository.create({
        id: randomBytes(18).toString('base64url'),
        funnel: funnelId,
        variant: variantId,
        now: clock(),
      });
      return viewOf(lead, funnel, steps);
    },

    async lead(leadId: string): Promise<LeadView> {
      const { lead, funnel, steps } = await leadOf(leadId);
      return viewOf(lead, funnel, steps);
    },

    /**
     * Answers step `stepNumber` (from 1). Earlier steps may be answered again; a step after the
     * first unanswered one is refused (409 StepAhead), so no step is skipped by typing an address.
     */
    async answer(leadId: string, stepNumber: number, answer: string | string[] | number | undefined) {
      const { lead, funnel, steps } = await leadOf(leadId);
      const step = steps[stepNumber - 1];
      if (!step) throw new AppError(400, 'StepOutOfRange', `step must be from 1 to ${steps.length}`);
      const next = firstUnanswered(steps, lead.answers);
      if (next !== null && stepNumber - 1 > next)
        throw new AppError(409, 'StepAhead', `Answer step ${next + 1} first`, {
          details: { nextStep: next + 1 },
        });
      const now = clock();
      const updated = await leadRepository.answer(lead.id, step.id, checkedAnswer(step, answer), now);
      if (!updated) throw AppError.notFound('This quiz was not found: start it again');
      if (firstUnanswered(steps, updated.answers) === null) {
        const { points, level } = scoreOf(funnel, steps, updated.answers);
        await leadRepository.score(lead.id, { points, level }, now);
      }
      return viewOf(updated, funnel, steps);
    },

    /** The email step: needs the finished quiz and the terms accepted; a learner's email signs in instead. */
    async leaveEmail(leadId: string, contact: { email: string; marketingConsent: boolean }) {
      const { lead, funnel, steps } = await leadOf(leadId);
      if (firstUnanswered(steps, lead.answers) !== null)
        throw new AppError(409, 'QuizUnfinished', 'Finish the quiz first');
      if (await deps.isLearnerEmail(contact.email))
        throw new AppError(409, 'EmailTaken', 'This email already has an account: sign in instead');
      const updated = await leadRepository.leaveEmail(lead.id, contact, clock());
      if (!updated) throw AppError.notFound('This quiz was not found: start it again');
      return viewOf(updated, funnel, steps);
    },

    /** Conversion per funnel, variant and step, for operators. */
    async report() {
      const { totals, answered } = await leadRepository.report();
      const all = await funnels();
      return totals
        .map((row) => {
          const funnel = all.find((candidate) => candidate.id === row.funnel);
          const steps = (funnel && stepsOf(funnel, row.variant)) ?? [];
          return {
            funnel: row.funnel,
            variant: row.variant,
            started: Number(row.started),
            steps: steps.map((step, index) => ({
              step: index + 1,
              id: step.id,
              answered: Number(
                answered.find(
                  (item) =>
                    item.funnel === row.funnel && item.variant === row.variant && item.step === step.id,
                )?.answered ?? 0,
              ),
            })),
            completed: Number(row.completed),
            emails: Number(row.emails),
          };
        })
        .sort((a, b) => a.funnel - b.funnel || a.variant - b.variant);
    },
  };
}

/** What the quiz page shows of a step: never the points. */
function stepView(step: FunnelStep): FunnelStepView {
  switch (step.kind) {
    case 'info':
      return { id: step.id, kind: 'info', title: step.title, text: step.text };
    case 'scale':
      return {
        id: step.id,
        kind: 'scale',
        title: step.title,
        subtitle: step.subtitle ?? null,
        min: 1,
        max: step.points.length,
        minLabel: step.minLabel,
        maxLabel: step.maxLabel,
      };
    default:
      return {
        id: step.id,
        kind: step.kind,
        title: step.title,
        subtitle: step.subtitle ?? null,
        options: step.options.map((option) => ({ id: option.id, label: option.label })),
      };
  }
}
