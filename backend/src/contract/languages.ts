// Plain constants, free of zod, so the browser bundle can use them at no cost.

/** Interface languages, in the order the language list shows them. */
export const supportedLanguages = ['en', 'uk', 'es', 'fr', 'tr', 'ja', 'ko', 'pt'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'en';

/** The interface language a code names exactly, if it is one. */
export const languageOf = (code: string): Language | undefined =>
  supportedLanguages.find((language) => language === code);

/** Codes the product has always accepted for two of the languages. */
export const languageAliases = { us: 'en', ua: 'uk' } as const satisfies Record<string, Language>;
