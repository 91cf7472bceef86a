import { z } from 'zod';
import { courseCategories, courseLevels, courseStages, courseTags } from '../../contract/course-lists';
import { supportedLanguages } from '../../contract/languages';

// What authors write: course.yaml, chapter.yaml, a lesson's front matter and its practice blocks.
// Unknown keys are refused, so a typo is reported instead of silently ignored.

export { courseCategories, courseLevels, courseStages, courseTags };

/** Fragments a lesson may have. */
export const fragmentsPerLesson = { min: 3, max: 6 } as const;
/** A beginner's reading pace, and the words of a lesson's text (practices aside): 1 to 7 minutes. */
export const wordsPerMinute = 200;
export const lessonWords = { min: 200, max: 1400 } as const;
/** What a learner takes away from a lesson, shown when it is finished: 2 to 4 sentences. */
export const keyPointsPerLesson = { min: 2, max: 4 } as const;
/** Options a single-choice practice may have. */
export const optionsPerQuestion = { min: 2, max: 6 } as const;

const text = z.string().trim().min(1, 'must not be empty');
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(', ')}` });

export const courseFile = z.strictObject({
  title: text.max(120),
  description: text.max(400),
  level: oneOf(courseLevels),
  category: oneOf(courseCategories),
  tags: z.array(oneOf(courseTags)).min(1, 'needs at least one tag').max(6),
  stage: oneOf(courseStages),
  order: z.number().int().min(0).max(10_000),
  /** The day the guide was first published (YYYY-MM-DD): what "new" is counted from. */
  published: z.iso.date({ error: 'must be the day the guide was first published, YYYY-MM-DD' }),
  image: z
    .string()
    .regex(/^[\w-]+\.(svg|png|jpe?g|webp)$/, 'must be an svg, png, jpg or webp file beside course.yaml'),
  imageAlt: text.max(200),
  progressMessages: z
    .array(
      z.strictObject({
        percent: z.number().int().min(1).max(100),
        title: text.max(80),
        description: text.max(300),
      }),
    )
    .max(5)
    .default([]),
});
export type CourseFile = z.infer<typeof courseFile>;

export const chapterFile = z.strictObject({ title: text.max(120) });

/** course.<language>.yaml: the words of course.yaml a reader sees, in that language. */
export const courseTranslationFile = z.strictObject({
  title: courseFile.shape.title,
  description: courseFile.shape.description,
  imageAlt: courseFile.shape.imageAlt,
  progressMessages: courseFile.shape.progressMessages,
});
export type CourseTranslationFile = z.infer<typeof courseTranslationFile>;

export const lessonFrontMatter = z.strictObject({
  title: text.max(120),
  minutes: z.number().int().min(1).max(30).optional(),
  keyPoints: z
    .array(text.max(200), {
      error: (issue) =>
        issue.input === undefined
          ? `is missing: list the ${keyPointsPerLesson.min} to ${keyPointsPerLesson.max} things a learner takes away from the lesson`
          : undefined,
    })
    .min(keyPointsPerLesson.min, `needs at least ${keyPointsPerLesson.min} key points`)
    .max(keyPointsPerLesson.max, `has more than ${keyPointsPerLesson.max} key points`),
});

const practiceId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single dashes')
  .optional();

const option = z.union([
  text.transform((value) => ({ text: value, correct: false })),
  z.strictObject({ text, correct: z.boolean().default(false) }),
]);

export const singleChoicePractice = z.strictObject({
  type: z.literal('single-choice'),
  id: practiceId,
  required: z.boolean().default(true),
  question: text.max(300),
  options: z
    .array(option)
    .min(optionsPerQuestion.min, `needs at least ${optionsPerQuestion.min} options`)
    .max(optionsPerQuestion.max, `has more than ${optionsPerQuestion.max} options`)
    .refine((options) => options.filter((item) => item.correct).length === 1, {
      message: 'needs exactly one option marked `correct: true`',
    }),
  hint: text.max(300),
  right: text.max(500),
  wrong: text.max(500),
});

export const promptPractice = z.strictObject({
  type: z.literal('prompt'),
  id: practiceId,
  required: z.boolean().default(true),
  title: text.max(120),
  description: text.max(300),
  fullDescription: text.max(2000),
  tip: text.max(500),
  criteria: z.array(text.max(200)).max(8).default([]),
  // The author's own answer to the task, shown after the learner's attempt beside theirs, and what
  // makes it good in a sentence or two.
  modelPrompt: text.max(2000).optional(),
  whyItWorks: text.max(500).optional(),
  // What the task is about: the sentence the grader names it by, and the words of a prompt on it in
  // each interface language (in the original; a translation gives its own `asks` and uses them).
  subject: z.strictObject(
    {
      asks: text.max(160),
      words: z.partialRecord(z.enum(supportedLanguages), text.max(1000)).optional(),
    },
    {
      error: (issue) =>
        issue.input === undefined
          ? 'needs a subject: `asks` (what the task asks for) and `words` by language'
          : undefined,
    },
  ),
});

export const practiceBlock = z.discriminatedUnion('type', [singleChoicePractice, promptPractice], {
  error: 'type: must be single-choice or prompt',
});
export type PracticeBlock = z.infer<typeof practiceBlock>;
