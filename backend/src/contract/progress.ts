import { z } from 'zod';
import { courseIdField, courseStatus, fragmentProgressEntry, progressInfo, textLanguage } from './courses';
import { multiLineText, safeIdentifier } from './fields';

// Lessons and a learner's progress through them (SPEC §7: lessons and user-course-progress).
// Paths carry the learner's id; the backend answers only the caller's own (403 otherwise).

export const lessonIdField = safeIdentifier(100);
const idField = safeIdentifier(100);
export const practiceTypes = ['PROMPT_CREATION', 'SINGLE_CHOICE_TEST'] as const;

import { promptMaxLength } from './practice-limits';

export { promptMaxLength, SKIPPED } from './practice-limits';

/** One report of time spent on a fragment is at most a day. */
const secondsField = z.number().int().min(0).max(86_400);

const userId = z.coerce.number().int().min(1).max(2_147_483_647);
const fragmentIndex = z.coerce.number().int().min(0).max(999);

export const practice = z.object({
  id: z.string(),
  practiceType: z.enum(practiceTypes),
  isRequired: z.boolean(),
  promptCreation: z
    .object({ title: z.string(), description: z.string(), fullDescription: z.string(), tip: z.string() })
    .nullable(),
  singleChoiceTest: z
    .object({
      question: z.string(),
      hint: z.string(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
    })
    .nullable()
    .describe(
      'Which option is right, and the right and wrong messages, are never sent with the question: the ' +
        'backend grades, and the learner’s result (isCorrect, message) comes with the answer',
    ),
});
export type Practice = z.infer<typeof practice>;

export const lesson = z.object({
  id: z.string(),
  lang: textLanguage.describe('The language of the lesson: its text, fragments and practices'),
  title: z.string(),
  minutes: z.number().int().nullable(),
  content: z.string().describe("Markdown of the lesson's start screen"),
  contentHtml: z.string().describe('The same as sanitised HTML'),
  keyPoints: z
    .array(z.string())
    .describe('What the learner takes away from the lesson, in plain sentences: shown once it is finished'),
  chapter: z.object({ id: z.string(), lang: textLanguage, title: z.string() }),
  course: z.object({ id: z.string(), lang: textLanguage, title: z.string() }),
  /** Its place in the guide, counted from 1. */
  number: z.number().int(),
  totalLessons: z.number().int(),
  fragments: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      content: z.string().describe('Markdown; [PRACTICE_n] places the n-th practice'),
      blocks: z
        .array(
          z.discriminatedUnion('type', [
            z.object({ type: z.literal('html'), html: z.string() }),
            z.object({ type: z.literal('practice'), practiceId: z.string() }),
          ]),
        )
        .describe('The content as sanitised HTML, cut where each practice is placed'),
      practices: z.array(practice),
    }),
  ),
});
export type Lesson = z.infer<typeof lesson>;

export const lessonParams = z.object({ lessonId: lessonIdField });
export const lessonResponse = z.object({ data: lesson });
export type LessonResponse = z.infer<typeof lessonResponse>;

export const lessonProgress = z.object({
  lessonId: z.string(),
  courseId: z.string(),
  chapterId: z.string(),
  started: z.boolean(),
  finished: z.boolean(),
  fragmentCount: z.number().int(),
  fragmentIndex: z
    .number()
    .int()
    .describe('Where the lesson resumes: the first incomplete fragment (the last when finished)'),
  progressPercentage: z.number().int().describe('Completed fragments over all, 100 when finished'),
  timeSpent: z.number().int(),
  /** Whether Finish lesson is allowed: every fragment completed. */
  canFinish: z.boolean(),
  fragmentProgress: z.record(z.string(), fragmentProgressEntry).describe('By fragment index'),
});
export type LessonProgress = z.infer<typeof lessonProgress>;

export const courseProgressSummary = z.object({
  courseId: z.string(),
  status: courseStatus,
  completed: z.boolean(),
  progressPercentage: z.number().int(),
  lessonsCompleted: z.number().int(),
  totalLessons: z.number().int(),
  certificateEarned: z
    .boolean()
    .describe('Every lesson finished and every required practice passed: the certificate is issued'),
  practicesToPass: z
    .number()
    .int()
    .describe('Required practices gone past without a pass: the certificate waits for them'),
});
export type CourseProgressSummary = z.infer<typeof courseProgressSummary>;

export const courseProgressParams = z.object({ userId, courseId: courseIdField });
export const courseProgressResponse = z.object({ data: progressInfo });

export const lessonProgressParams = z.object({ userId, lessonId: lessonIdField });
export const lessonProgressResponse = z.object({ data: lessonProgress });
export type LessonProgressResponse = z.infer<typeof lessonProgressResponse>;

export const fragmentProgressParams = lessonProgressParams.extend({ fragmentIndex });
export const fragmentProgressRequest = z.object({
  courseId: courseIdField,
  chapterId: idField,
  lessonId: lessonIdField,
  fragmentId: idField,
  fragmentIndex: z.number().int().min(0).max(999),
  completed: z.boolean(),
  progressPercentage: z.number().int().min(0).max(100),
  timeSpent: secondsField.default(0),
});

export const submitPracticeRequest = z.object({
  practiceId: idField,
  practiceType: z.enum(practiceTypes),
  answer: multiLineText()
    .trim()
    .min(1, 'answer must not be blank')
    .max(promptMaxLength, `answer must be at most ${promptMaxLength} characters`),
  isCorrect: z
    .boolean()
    .optional()
    .describe('Accepted and ignored: the backend decides from the answer itself'),
  completed: z.boolean().optional(),
  courseId: courseIdField,
  fragmentId: idField,
  fragmentIndex: z.number().int().min(0).max(999),
  lessonId: lessonIdField,
});
export type SubmitPracticeRequest = z.input<typeof submitPracticeRequest>;

export const submitPracticeResponse = z.object({
  data: z.object({
    practiceId: z.string(),
    isCorrect: z.boolean(),
    skipped: z.boolean(),
    completed: z.boolean(),
    evaluation: z
      .object({
        score: z.number().int(),
        comment: z.string(),
        recommendedPrompt: z.string(),
        passed: z.boolean(),
      })
      .nullable()
      .describe("A prompt's evaluation; null for single-choice answers and skips"),
    certificateEarned: z
      .boolean()
      .describe(
        'True when this answer passed the last required practice of a guide whose lessons are all ' +
          'finished: its certificate is issued now',
      ),
    lessonProgress,
  }),
});
export type SubmitPracticeResponse = z.infer<typeof submitPracticeResponse>;

export const startLessonParams = z.object({ userId, lessonId: lessonIdField, courseId: courseIdField });
export const startLessonResponse = z.object({ data: lessonProgress });

export const finishLessonParams = z.object({ userId, chapterId: idField, lessonId: lessonIdField });
export const finishLessonResponse = z.object({
  data: z.object({
    lessonProgress,
    courseProgress: courseProgressSummary,
    nextLesson: z
      .object({ id: z.string(), chapterId: z.string(), lang: textLanguage, title: z.string() })
      .nullable(),
  }),
});
export type FinishLessonResponse = z.infer<typeof finishLessonResponse>;

export const updateCourseProgressRequest = z.object({
  courseId: courseIdField,
  chapterId: idField.optional(),
  lessonId: lessonIdField.optional(),
  completed: z.boolean().optional().describe('Ignored: a guide is completed when its lessons are'),
  progressPercentage: z.number().int().min(0).max(100).optional().describe('Ignored: computed'),
  timeSpent: secondsField.optional(),
  started: z.boolean().optional(),
});
export const updateCourseProgressResponse = z.object({ data: courseProgressSummary });
