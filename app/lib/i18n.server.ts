import { languageAliases } from '@contract/languages';
import { createCookie } from '@remix-run/node';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { LanguageDetector } from 'remix-i18next/server';
import { config } from './config.server';
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

export async function getLanguage(request: Request): Promise<Language> {
  return written(toSupportedLanguage(await detector.detect(request))) ?? fallbackLanguage;
}

/** The language asked for with ?lng=, when its interface is written. */
export function getRequestedLanguage(request: Request): Language | null {
  return written(toSupportedLanguage(new URL(request.url).searchParams.get('lng')));
}

function written(language: Language | null): Language | null {
  return language && writtenLanguages.includes(language) ? language : null;
}

// One i18next instance per language, made once: a new instance per request halves throughput.
const instances = new Map<Language, I18n>();
export function getI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...supportedLanguages],
      resources,
      ns: Object.keys(resources[fallbackLanguage] ?? {}),
      defaultNS: 'common',
      initImmediate: false,
      interpolation: { escapeValue: false },
    });
    instances.set(language, instance);
  }
  return instance;
}

export async function getT(request: Request): Promise<TFunction> {
  return getI18n(await getLanguage(request)).t;
}
