import { z } from 'zod';
import { type Language, languageAliases, supportedLanguages } from './languages';

export const language = z.enum(supportedLanguages);

/** Each language's name in that language. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  uk: 'Українська',
  es: 'Español',
  fr: 'Français',
  tr: 'Türkçe',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
};

const acceptedCodes = [
  ...supportedLanguages,
  ...(Object.keys(languageAliases) as (keyof typeof languageAliases)[]),
];

/** A `lang` parameter: a supported language or one of its aliases. */
export const languageParam = z.enum(acceptedCodes, {
  error: (issue) =>
    `Unsupported language ${JSON.stringify(issue.input)}: use one of ${supportedLanguages.join(', ')} ` +
    `(us and ua are accepted for en and uk)`,
});
export type LanguageParam = z.infer<typeof languageParam>;

export function toLanguage(code: LanguageParam): Language {
  return code in languageAliases ? languageAliases[code as keyof typeof languageAliases] : (code as Language);
}

export const locale = z.object({
  id: z.number().int(),
  code: language,
  name: z.string(),
  isDefault: z.boolean(),
});
export type Locale = z.infer<typeof locale>;

/** GET /api/i18n/locales: a bare array, shaped as the app has always read it. */
export const localesResponse = z.array(locale);
export type LocalesResponse = z.infer<typeof localesResponse>;
