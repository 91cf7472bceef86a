import { z } from 'zod';
import { courseLevels, courseStages } from './course-lists';
import { courseIdField, featuredImage, textLanguage } from './courses';
import { language, languageParam } from './i18n';

// What a visitor may know of the catalog before signing in: the guides with what each teaches,
// counts made from the published content, where the quiz starts and who grades prompts. The
// landing page and the sitemap read it; nothing in it belongs to a learner.

export const catalogOverviewQuery = z.object({
  lang: languageParam.optional().describe('Defaults to en; us means en and ua means uk'),
});

export const overviewGuide = z.object({
  id: courseIdField,
  lang: textLanguage.describe('The language of the title, description, outcome and image text'),
  title: z.string(),
  description: z.string(),
  outcome: z
    .string()
    .nullable()
    .describe(
      'What a learner can do after the guide: the first sentence of its message at 100 percent; ' +
        'null when it has none',
    ),
  level: z.enum(courseLevels),
  stage: z
    .enum(courseStages)
    .describe('core: the main path; boost: opens once the core guides are completed'),
  lessons: z.number().int(),
  minutes: z.number().int().describe('Reading time of every lesson together'),
  practices: z.number().int().describe('Questions and prompt tasks in its lessons'),
  languages: z
    .array(language)
    .describe('The languages the whole guide reads in: English, the original, and each complete translation'),
  featuredImage,
});
export type OverviewGuide = z.infer<typeof overviewGuide>;

export const catalogOverview = z.object({
  guides: z.array(overviewGuide).describe('Every published guide, in the path order: core, then boost'),
  facts: z.object({
    guides: z.number().int(),
    coreGuides: z.number().int(),
    boostGuides: z.number().int(),
    lessons: z.number().int(),
    minutes: z.number().int(),
    questions: z.number().int().describe('Single-choice questions, graded by the answer the author marked'),
    promptTasks: z.number().int().describe('Prompt-writing tasks, scored 0-5'),
    interfaceLanguages: z.array(language).describe('The languages the interface and the grader speak'),
    guideLanguages: z
      .array(language)
      .describe('The languages at least one whole guide reads in, English first'),
  }),
  quiz: z
    .object({
      funnel: z.number().int(),
      variant: z.number().int(),
      steps: z.number().int(),
    })
    .nullable()
    .describe(
      'Where a visitor starts: the lowest-numbered quiz funnel served, in its variant 1; null when none is',
    ),
  promptGrading: z
    .enum(['rubric', 'model'])
    .describe(
      'Who scores prompts: the built-in rubric, or the AI model the operator configured (the rubric ' +
        'answers whenever the model cannot)',
    ),
});
export type CatalogOverview = z.infer<typeof catalogOverview>;

export const catalogOverviewResponse = z.object({ data: catalogOverview });
