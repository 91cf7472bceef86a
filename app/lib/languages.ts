import { defaultLanguage, type Language, languageAliases, supportedLanguages } from '@contract/languages';

export { type Language, supportedLanguages };
export const fallbackLanguage: Language = defaultLanguage;

/** Maps any language tag (`en-GB`, `ua`, `UK`) to a supported language, or null. */
export function toSupportedLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (base in languageAliases) return languageAliases[base as keyof typeof languageAliases];
  return (supportedLanguages as readonly string[]).includes(base) ? (base as Language) : null;
}
