import { z } from 'zod';
import { courseStages } from './course-lists';
import { courseIdField, textLanguage } from './courses';
import { language, languageParam } from './i18n';
import { lessonIdField } from './progress';

// The back office's Content section: each guide in every language, its lessons as learners get
// them, what the content checker finds wrong in it, and the news feeds. English only (decision 053).

export const staffContentLanguageQuery = z.object({
  lang: languageParam.optional().describe('Defaults to en; us means en and ua means uk'),
});

export const staffGuideParams = z.object({ id: courseIdField });
export const staffContentLessonParams = z.object({ lessonId: lessonIdField });

export const staffGuideSummary = z.object({
  id: z.string(),
  title: z.string().describe('In English, the original'),
  stage: z.enum(courseStages),
  chapters: z.number().int(),
  lessons: z.number().int(),
  translations: z
    .array(z.object({ lang: language, lessons: z.number().int().describe('Lessons translated into it') }))
    .describe('Each language other than English with at least one lesson translated'),
});
export const staffGuidesResponse = z.object({ guides: z.array(staffGuideSummary) });

const outlineLesson = z.object({
  id: z.string(),
  lang: textLanguage,
  title: z.string(),
  minutes: z.number().int().nullable(),
  fragments: z.number().int(),
  practices: z.number().int(),
  translated: z.boolean().describe('False when the language asked for falls back to English here'),
});

export const staffGuideOutline = z.object({
  id: z.string(),
  lang: textLanguage.describe("The language of the guide's title"),
  asked: language.describe('The language asked for'),
  title: z.string(),
  stage: z.enum(courseStages),
  translated: z.boolean(),
  languages: z.array(language).describe('English, and each language with at least one lesson translated'),
  chapters: z.array(
    z.object({
      id: z.string(),
      lang: textLanguage,
      title: z.string(),
      translated: z.boolean(),
      lessons: z.array(outlineLesson),
    }),
  ),
  problems: z
    .array(z.string())
    .describe(
      "The content checker's problems in the guide's folder of the content directory, as file:line: message",
    ),
});
export type StaffGuideOutline = z.infer<typeof staffGuideOutline>;
