import { type Locale, languageNames } from '../../contract/i18n';
import { defaultLanguage, supportedLanguages } from '../../contract/languages';

export type I18nService = ReturnType<typeof createI18nService>;

export function createI18nService() {
  const locales: Locale[] = supportedLanguages.map((code, index) => ({
    id: index + 1,
    code,
    name: languageNames[code],
    isDefault: code === defaultLanguage,
  }));
  return {
    listLocales: (): Locale[] => locales,
  };
}
