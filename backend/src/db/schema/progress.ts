import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { learners } from './accounts';
import { courses, lessons } from './catalog';

// A learner's progress, streak days, graded prompts and ratings.

// A learner's progress. Rows point at the authors' stable ids (never at positions), so a reordered
// or edited guide keeps every learner's place; a fragment's index is recomputed from its id.

export const courseProgress = pgTable(
  'course_progress',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    /** The lesson the learner last started or continued: where "Continue" leads. */
    lastLessonId: text('last_lesson_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Set when the last lesson of the guide is finished. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.learnerId, table.courseId] }),
    index('course_progress_course_id_idx').on(table.courseId, table.startedAt),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.learnerId, table.lessonId] }),
    index('lesson_progress_learner_course_idx').on(table.learnerId, table.courseId),
  ],
);

/** One row per fragment a learner has reached; `completed` never goes back to false. */
export const fragmentProgress = pgTable(
  'fragment_progress',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id),
    fragmentId: text('fragment_id').notNull(),
    completed: boolean('completed').notNull().default(false),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    /** Whole seconds; a report sent twice keeps the larger figure instead of adding up. */
    timeSpent: integer('time_spent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.learnerId, table.lessonId, table.fragmentId] })],
);

/** The latest answer to each practice. A skip never replaces a real answer. */
export const practiceResults = pgTable(
  'practice_results',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    practiceId: text('practice_id').notNull(),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id),
    fragmentId: text('fragment_id').notNull(),
    practiceType: text('practice_type').notNull(),
    /** The chosen option's id, the prompt's text, or SKIPPED. */
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    /** Once passed, the task stays completed ("Task completed") whatever is answered later. */
    completed: boolean('completed').notNull(),
    /** A prompt's score (0-5); null for single-choice answers and skips. */
    score: integer('score'),
    /** The grader's comment and better prompt for that answer, so the result can be shown again. */
    comment: text('comment'),
    recommendedPrompt: text('recommended_prompt'),
    /**
     * Whether the first real answer was wrong (a wrong option, a prompt scored under 3); null until
     * one is given, as skips do not count. Set once: a pass after it is a pass after a wrong try.
     */
    firstAnswerWrong: boolean('first_answer_wrong'),
    /** When it was first passed; null until then. A certificate is dated by the last required pass. */
    passedAt: timestamp('passed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // Practice ids are unique within their lesson only.
  (table) => [primaryKey({ columns: [table.learnerId, table.lessonId, table.practiceId] })],
);

/** The UTC days on which a learner did something: streaks are computed from them. */
export const activityDays = pgTable(
  'activity_days',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.learnerId, table.day] })],
);

/**
 * Evaluations of prompts, shared by every learner: the same prompt for the same task in the same
 * language is evaluated once (the provider costs money). Keyed by the task's text, so an edited task
 * is evaluated afresh.
 */
export const promptEvaluations = pgTable(
  'prompt_evaluations',
  {
    /** SHA-256 of the task as the evaluator reads it (title, descriptions, tip, criteria). */
    taskHash: text('task_hash').notNull(),
    lessonId: text('lesson_id').notNull(),
    practiceId: text('practice_id').notNull(),
    /** SHA-256 of the prompt as sent, after trimming. */
    promptHash: text('prompt_hash').notNull(),
    lang: text('lang').notNull(),
    score: integer('score').notNull(),
    comment: text('comment').notNull(),
    recommendedPrompt: text('recommended_prompt').notNull(),
    /** Which evaluator answered: rubric or provider. */
    evaluator: text('evaluator').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.taskHash, table.promptHash, table.lang] }),
    check('prompt_evaluations_score', sql`${table.score} between 0 and 5`),
  ],
);

/** A learner's rating of a guide (1-5), which "Highest rated" sorts by. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    rating: integer('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.learnerId, table.courseId] }),
    index('course_ratings_course_id_idx').on(table.courseId),
    check('course_ratings_rating', sql`${table.rating} between 1 and 5`),
  ],
);
