import Negotiator from 'negotiator';
import {
  defaultLanguage,
  type Language,
  languageAliases,
  languageOf,
  supportedLanguages,
} from '../contract/languages';

// The aliases are offered too (`ua` for Ukrainian), then read as the language they stand for.
const offered = [...supportedLanguages, ...Object.keys(languageAliases)];

/**
 * The first supported language of an Accept-Language header (`uk-UA,uk;q=0.9,en;q=0.8`), else en.
 * Read by negotiator, the parser Express uses for the web server's own pages.
 */
export function languageFromHeader(header: string | undefined): Language {
  const [best] = new Negotiator({ headers: { 'accept-language': header ?? '' } }).languages(offered);
  if (!best) return defaultLanguage;
  return languageOf(languageAliases[best as keyof typeof languageAliases] ?? best) ?? defaultLanguage;
}
