import { z } from 'zod';
import {
  courseCategories,
  courseLevels,
  courseListFilters,
  courseSorts,
  courseStages,
  courseTags,
} from './course-lists';
import { safeIdentifier } from './fields';
import { language } from './i18n';

// Guides as the API answers them: cards in lists, the guide page with the learner's progress, and
// the Boost stage. Lists and pages answer under `data`, as SPEC §7's client reads them.

export const courseIdField = safeIdentifier(100);

/** The language a part's words are in: the learner's where it is translated, else 'en', the original. */
export const textLanguage = language.describe(
  "The language of this part's words: the learner's where translated, else en (the original)",
);
export const courseStatus = z.enum(['not_started', 'in_progress', 'completed']);
export type CourseStatus = z.infer<typeof courseStatus>;
export const lessonState = z.enum(['finished', 'current', 'available', 'locked']);
export type LessonState = z.infer<typeof lessonState>;

const imageFormat = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const featuredImage = z.object({
  url: z.string().describe('The medium format'),
  alternativeText: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  formats: z.object({ thumbnail: imageFormat, small: imageFormat, medium: imageFormat, large: imageFormat }),
});

const chapterOutline = z.object({
  id: z.string(),
  lang: textLanguage,
  title: z.string(),
  lessons: z.array(
    z.object({ id: z.string(), lang: textLanguage, title: z.string(), minutes: z.number().int().nullable() }),
  ),
});

/** A required practice the learner went past without passing it, and the lesson it is in. */
export const practiceToPass = z.object({
  practiceId: z.string(),
  practiceType: z.enum(['PROMPT_CREATION', 'SINGLE_CHOICE_TEST']),
  title: z.string().describe("The prompt task's title, or the question"),
  lang: textLanguage,
  lesson: z.object({
    id: z.string(),
    lang: textLanguage,
    title: z.string(),
    number: z.number().int().describe('Its place in the guide, from 1'),
  }),
  fragmentIndex: z.number().int().describe('The fragment of the lesson that holds it'),
});
export type PracticeToPass = z.infer<typeof practiceToPass>;

/** Where the learner stands with the guide's certificate. */
export const certificateStanding = z.object({
  earned: z
    .boolean()
    .describe('Every lesson finished and every required practice passed: the certificate is issued'),
  requiredPractices: z.number().int(),
  passedPractices: z.number().int(),
  passedFirstTry: z
    .number()
    .int()
    .describe('Of the required practices passed, those passed on the first try (no wrong answer before)'),
  practicesToPass: z
    .array(practiceToPass)
    .describe(
      'Required practices skipped, answered wrong or in a finished lesson, not passed since; once every ' +
        'lesson is finished, every one not passed. In the guide’s order',
    ),
});
export type CertificateStanding = z.infer<typeof certificateStanding>;

/** A guide as a card: what lists show. */
export const courseSummary = z.object({
  id: z.string(),
  lang: textLanguage.describe('The language of the title, description, image text and progress messages'),
  title: z.string(),
  description: z.string(),
  level: z.enum(courseLevels),
  difficultyLevel: z.enum(courseLevels).describe('The same as level, under the name the client reads'),
  category: z.enum(courseCategories),
  tags: z.array(z.enum(courseTags)),
  stage: z.enum(courseStages).describe('core: the main path; boost: unlocked by completing the core guides'),
  featuredImage,
  chapters: z.array(chapterOutline),
  totalLessons: z.number().int(),
  lessonsCompleted: z.number().int(),
  progressPercentage: z.number().int().describe('Finished lessons over all lessons, rounded'),
  status: courseStatus,
  certificate: certificateStanding,
  minutes: z.number().int().describe('Reading time of every lesson together'),
  isNew: z
    .boolean()
    .describe('Published in the last 60 days, in a catalog that also has guides older than that'),
  locked: z.boolean().describe('A Boost guide while the core guides are not all completed'),
  learners: z.number().int().describe('How many learners started it'),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  publishedAt: z.iso.datetime(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

export const lessonOutline = z.object({
  id: z.string(),
  lang: textLanguage,
  title: z.string(),
  minutes: z.number().int().nullable(),
  state: lessonState,
  /** For the current lesson: the fragment to resume at. */
  fragmentIndex: z.number().int().nullable(),
  lockedReason: z
    .enum(['previousLesson', 'boost'])
    .nullable()
    .describe('Why a locked lesson is locked: the lesson before is not finished, or Boost is locked'),
});

export const fragmentProgressEntry = z.object({
  fragmentId: z.string(),
  fragmentIndex: z.number().int(),
  completed: z.boolean(),
  progressPercentage: z.number().int(),
  timeSpent: z.number().int(),
  practiceResults: z.array(
    z.object({
      practiceId: z.string(),
      practiceType: z.enum(['PROMPT_CREATION', 'SINGLE_CHOICE_TEST']),
      answer: z.string().describe('The chosen option id, the prompt, or SKIPPED'),
      isCorrect: z.boolean(),
      completed: z.boolean().describe('Passed at least once: the "Task completed" badge'),
      firstAnswerWrong: z
        .boolean()
        .describe(
          'The first real answer (skips aside) was wrong: a wrong option, or a prompt scored under 3. ' +
            'Set once; a pass since is a pass after a wrong try, and a pass without it is on the first try',
        ),
      skipped: z.boolean(),
      message: z
        .string()
        .nullable()
        .describe("The author's message on a single-choice answer, right or wrong; null otherwise"),
      score: z.number().int().nullable().describe("A prompt's score, 0-5"),
      comment: z.string().nullable().describe("The grader's comment on that prompt"),
      recommendedPrompt: z.string().nullable().describe("The grader's better prompt"),
      modelAnswer: z
        .object({
          prompt: z.string().describe("The author's own prompt for the task"),
          whyItWorks: z.string().describe('What makes it good, in a sentence or two'),
          lang: textLanguage.describe(
            "The language of both: the lesson's, or en where its translation has none of its own",
          ),
        })
        .nullable()
        .describe(
          "The task's model answer, once the learner's prompt is graded (never with the lesson, never " +
            'for a skip); null for a single choice or a task without one',
        ),
    }),
  ),
});
export type FragmentProgressEntry = z.infer<typeof fragmentProgressEntry>;

export const progressInfo = z.object({
  finishedLessons: z.array(z.object({ id: z.string() })),
  startedLessons: z.array(z.object({ id: z.string() })),
  lesson: z
    .object({ id: z.string(), chapterId: z.string(), lang: textLanguage, title: z.string() })
    .nullable()
    .describe('The lesson to continue: the first started and unfinished one, else the next to start'),
  fragmentIndex: z.number().int().describe('Where that lesson resumes'),
  completed: z.boolean(),
  progressPercentage: z.number().int(),
  timeSpent: z.number().int().describe('Seconds, over every fragment of the guide'),
  fragmentProgress: z.record(z.string(), fragmentProgressEntry).describe("That lesson's fragments by index"),
});
export type ProgressInfo = z.infer<typeof progressInfo>;

/** The guide page: its chapters with each lesson's state for this learner. */
export const courseDetail = courseSummary.extend({
  chapters: z.array(
    z.object({
      id: z.string(),
      lang: textLanguage,
      title: z.string(),
      lessons: z.array(lessonOutline),
      finishedLessons: z.number().int(),
    }),
  ),
  progressMessages: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      percentProgress: z.number().int(),
      reached: z.boolean(),
    }),
  ),
  progressInfo,
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const courseListFilter = z.enum(courseListFilters);
export const courseSort = z.enum(courseSorts);

// A GET form sends a repeated field once per checked box; links may also use commas.
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])
        .flatMap((item) => String(item).split(','))
        .map((item) => item.trim())
        .filter(Boolean),
    z.array(z.enum(values, { error: `must be among: ${values.join(', ')}` })).max(values.length * 2),
  );

export const courseListQuery = z.object({
  filter: courseListFilter.default('all'),
  difficulty: z.coerce
    .number()
    .int()
    .min(0)
    .max(2)
    .optional()
    .describe('The hardest level shown: 0 beginner, 1 up to intermediate, 2 every level'),
  categories: listOf(courseCategories).optional(),
  tags: listOf(courseTags).optional(),
  sort: courseSort.optional().describe('popular (default), newest, rating or shortest'),
  stage: z.enum(courseStages).optional(),
});
export type CourseListQuery = z.input<typeof courseListQuery>;

export const courseListResponse = z.object({
  data: z.array(courseSummary),
  meta: z.object({ total: z.number().int() }),
});
export type CourseListResponse = z.infer<typeof courseListResponse>;

/** The guides page's three lists in one answer, each as its own list call would give it. */
/** A guide as its card shows it: the summary without its chapters, which a card never lists. */
export const courseCard = courseSummary.omit({ chapters: true });
export type CourseCard = z.infer<typeof courseCard>;

/** Where the learner left off: the next lesson of the guide they worked on last. */
export const continueLesson = z.object({
  courseId: z.string(),
  courseLang: textLanguage,
  courseTitle: z.string(),
  lessonId: z.string(),
  lessonLang: textLanguage,
  lessonTitle: z.string(),
  state: z
    .enum(['current', 'available'])
    .describe('current: started, resumes at fragmentIndex; available: the next lesson to start'),
  fragmentIndex: z.number().int().describe('Where a current lesson resumes; 0 for one to start'),
});
export type ContinueLesson = z.infer<typeof continueLesson>;

export const courseSectionsResponse = z.object({
  data: z.object({
    continueLesson: continueLesson
      .nullable()
      .describe(
        'The next lesson of the unfinished guide the learner worked on last (open to them); null when ' +
          'no started guide has one',
      ),
    started: z
      .array(courseCard)
      .describe('As /api/courses/started, without chapters: the guides started, the latest first'),
    recommended: z
      .array(courseCard)
      .describe(
        'As /api/courses/filtered/recommended, without chapters: open and not started, in the path order',
      ),
    trending: z
      .array(courseCard)
      .describe(
        'As /api/courses/filtered/trending, without chapters: by the learners who started them lately',
      ),
  }),
});
export type CourseSections = z.infer<typeof courseSectionsResponse>['data'];

export const filteredCoursesParams = z.object({ filter: z.enum(['recommended', 'trending']) });
export const startedCoursesQuery = z.object({ filter: z.literal('started').optional() });
export const courseParams = z.object({ id: courseIdField });
export const courseResponse = z.object({ data: courseDetail });
export type CourseResponse = z.infer<typeof courseResponse>;

export const boostResponse = z.object({
  data: z.object({
    unlocked: z.boolean(),
    completedCoreCourses: z.number().int(),
    requiredCoreCourses: z.number().int().describe('Five, or every core guide when the catalog has fewer'),
    coreCourses: z.array(
      z.object({
        id: z.string(),
        lang: textLanguage,
        title: z.string(),
        status: courseStatus,
        progressPercentage: z.number().int(),
      }),
    ),
    courses: z.array(courseSummary),
  }),
});
export type BoostResponse = z.infer<typeof boostResponse>;

export const rateCourseRequest = z.object({
  rating: z
    .number({ error: 'rating must be a whole number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be a whole number from 1 to 5')
    .max(5, 'rating must be a whole number from 1 to 5'),
});
export const rateCourseResponse = z.object({
  data: z.object({ average: z.number().nullable(), count: z.number().int(), yours: z.number().int() }),
});
