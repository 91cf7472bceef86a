import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';
import type { CatalogFragment } from '../../content/courses/catalog';
import { promptMaxLength } from '../../contract/evaluation';
import { AppError } from '../../errors/app-error';
import {
  type PromptEvaluation,
  type PromptEvaluator,
  type PromptTask,
  passes,
  taskKey,
  type WarningLog,
} from '../../providers/evaluator/evaluator';
import type {
  EvaluationKey,
  PromptEvaluationRepository,
  StoredEvaluation,
} from './prompt-evaluation.repository';
import type { PromptTaskRepository } from './prompt-task.repository';

export type PromptEvaluationService = ReturnType<typeof createPromptEvaluationService>;

interface PromptEvaluationServiceDeps {
  evaluator: PromptEvaluator;
  promptEvaluationRepository: PromptEvaluationRepository;
  promptTaskRepository: PromptTaskRepository;
  clock: Clock;
  log: WarningLog;
}

export interface EvaluatePromptInput {
  learnerId: number;
  /** The learner's language: the comment and the suggestion are written in it. */
  lang: string;
  lessonId: string;
  practiceId: string;
  prompt: string;
}

export interface PromptEvaluationResult extends PromptEvaluation {
  passed: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The task as evaluators read it: an edited task gets new evaluations. */
const taskHash = (task: PromptTask) => sha256(taskKey(task));

/** An evaluation as stored or as the evaluator answered it. */
type Answered = Pick<StoredEvaluation, 'score' | 'comment' | 'recommendedPrompt' | 'evaluator'>;

const resultOf = ({ score, comment, recommendedPrompt, evaluator }: Answered): PromptEvaluationResult => ({
  score,
  comment,
  recommendedPrompt,
  evaluator: evaluator === 'provider' ? 'provider' : 'rubric',
  passed: passes(score),
});

/**
 * Evaluates learners' prompts for the catalog's prompt tasks. Identical requests (same task text,
 * prompt and language) are answered from the shared cache, so the provider is paid once and a
 * submitted prompt gets the score the learner was shown.
 */
export function createPromptEvaluationService({
  evaluator,
  promptEvaluationRepository,
  promptTaskRepository,
  clock,
  log,
}: PromptEvaluationServiceDeps) {
  const primary = evaluator.primary ?? 'rubric';
  // A double tap waits for the first request's evaluation instead of paying for a second.
  const pending = new Map<string, Promise<Answered>>();

  async function taskOf(lessonId: string, practiceId: string, lang: string): Promise<PromptTask> {
    const lesson = await promptTaskRepository.liveLessonFragments(lessonId, lang);
    if (!lesson) throw AppError.notFound(`No lesson ${lessonId}`);
    const find = (fragments: CatalogFragment[]) =>
      fragments.flatMap((fragment) => fragment.practices).find((item) => item.id === practiceId);
    const practice = find(lesson.original);
    if (!practice) throw AppError.notFound(`No practice ${practiceId} in lesson ${lessonId}`);
    if (practice.practiceType !== 'PROMPT_CREATION')
      throw new AppError(400, 'NotAPromptPractice', `Practice ${practiceId} is not a prompt-writing task`);
    const { title, description, fullDescription, tip, criteria, subject } = practice;
    const read = lesson.translated && find(lesson.translated);
    const asRead =
      read?.practiceType === 'PROMPT_CREATION'
        ? {
            title: read.title,
            description: read.description,
            fullDescription: read.fullDescription,
            tip: read.tip,
            criteria: read.criteria,
            // A lesson stored before tasks had subjects has none.
            ...(read.subject ? { asks: read.subject.asks } : {}),
          }
        : undefined;
    return { practiceId, title, description, fullDescription, tip, criteria, subject, asRead };
  }

  async function cached(key: EvaluationKey): Promise<StoredEvaluation | undefined> {
    try {
      const row = await promptEvaluationRepository.find(key);
      // A rubric answer the provider was unavailable for is not served: the provider is asked again.
      return row && (row.evaluator === primary || row.evaluator === 'provider') ? row : undefined;
    } catch (error) {
      log.warn({ err: error }, 'Prompt evaluation cache unreadable: evaluating without it');
      return undefined;
    }
  }

  async function evaluateAndStore(
    input: EvaluatePromptInput,
    task: PromptTask,
    key: EvaluationKey,
  ): Promise<Answered> {
    const evaluation = await evaluator.evaluate({
      task,
      prompt: input.prompt,
      lang: input.lang,
      learnerId: input.learnerId,
    });
    try {
      return await promptEvaluationRepository.save({
        ...key,
        lessonId: input.lessonId,
        practiceId: task.practiceId,
        score: evaluation.score,
        comment: evaluation.comment,
        recommendedPrompt: evaluation.recommendedPrompt,
        evaluator: evaluation.evaluator,
        createdAt: clock(),
      });
    } catch (error) {
      log.warn({ err: error }, 'Prompt evaluation not cached');
      return evaluation;
    }
  }

  return {
    /**
     * The evaluation of a learner's prompt for a practice of a live lesson: 404 for an unknown
     * lesson or practice, 400 for a practice that is not a prompt task or a blank or too long prompt.
     * Never fails because of the evaluator: the rubric answers when the provider cannot.
     */
    async evaluate(input: EvaluatePromptInput): Promise<PromptEvaluationResult> {
      const prompt = input.prompt.trim();
      if (!prompt) throw AppError.badRequest('The prompt must not be blank: write a prompt first');
      if (prompt.length > promptMaxLength)
        throw AppError.badRequest(`The prompt must be at most ${promptMaxLength} characters long`);
      const task = await taskOf(input.lessonId, input.practiceId, input.lang);
      const key = { taskHash: taskHash(task), promptHash: sha256(prompt), lang: input.lang };
      const hit = await cached(key);
      if (hit) return resultOf(hit);

      const id = `${key.taskHash}:${key.promptHash}:${key.lang}`;
      let running = pending.get(id);
      if (!running) {
        running = evaluateAndStore({ ...input, prompt }, task, key).finally(() => pending.delete(id));
        pending.set(id, running);
      }
      return resultOf(await running);
    },
  };
}
