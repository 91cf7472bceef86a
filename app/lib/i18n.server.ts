import { languageAliases } from '@contract/languages';
import { createCookie } from '@remix-run/node';
import { LanguageDetector } from 'remix-i18next/server';
import { config } from './config.server';
import { type TFunction, Translations } from './i18n';
import { fallbackLanguage, type Language, supportedLanguages, toSupportedLanguage } from './languages';
import { resources } from './locale-resources.server';
import { getAuth } from './session.server';

export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: config.secureCookies,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * Languages whose interface is written (have dictionaries). A page is only ever said to be in one
 * of these: `<html lang>` must name the language the text is in, or screen readers read it with
 * the wrong voice.
 */
export const writtenLanguages = supportedLanguages.filter((language) => language in resources);
const aliasesOfWritten = Object.entries(languageAliases)
  .filter(([, language]) => writtenLanguages.includes(language))
  .map(([alias]) => alias);

// Order: an explicit ?lng=, the profile, the cookie, the browser, then English. A language without
// dictionaries is passed over for the next source.
const detector = new LanguageDetector({
  supportedLanguages: [...writtenLanguages, ...aliasesOfWritten],
  fallbackLanguage,
  cookie: languageCookie,
  order: ['searchParams', 'custom', 'cookie', 'header'],
  findLocale: async (request) => (await getAuth(request))?.language ?? null,
});

// Loaders of one request and its rendering ask for the language several times: detect it once.
const detected = new WeakMap<Request, Promise<Language>>();

export function getLanguage(request: Request): Promise<Language> {
  let language = detected.get(request);
  if (!language) {
    language = detector
      .detect(request)
      .then((found) => written(toSupportedLanguage(found)) ?? fallbackLanguage);
    detected.set(request, language);
  }
  return language;
}

/** The language asked for with ?lng=, when its interface is written. */
export function getRequestedLanguage(request: Request): Language | null {
  return written(toSupportedLanguage(new URL(request.url).searchParams.get('lng')));
}

function written(language: Language | null): Language | null {
  return language && writtenLanguages.includes(language) ? language : null;
}

// One set of translations per language, made once: every request of that language shares it.
const translations = new Map<Language, Translations>();

export function getTranslations(language: Language): Translations {
  let found = translations.get(language);
  if (!found) {
    found = new Translations(language, resources[language] ?? resources[fallbackLanguage] ?? {});
    translations.set(language, found);
  }
  return found;
}

/** The request language's texts, for loaders and actions (titles, messages, mail). */
export async function getT(request: Request): Promise<TFunction> {
  return getTranslations(await getLanguage(request)).t();
}
