import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { fallbackLanguage, toSupportedLanguage } from './lib/languages';

// Each language's dictionaries are their own chunk; only the page's language is fetched.
const dictionaries = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

async function loadLanguage(language: string) {
  const entries = Object.entries(dictionaries).filter(([path]) => path.includes(`/locales/${language}/`));
  const loaded = await Promise.all(
    entries.map(
      async ([path, load]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? 'common', (await load()).default] as const,
    ),
  );
  return Object.fromEntries(loaded);
}

const namespaceCount = (language: string) =>
  Object.keys(dictionaries).filter((path) => path.includes(`/locales/${language}/`)).length;

async function hydrate() {
  const language = toSupportedLanguage(document.documentElement.lang) ?? fallbackLanguage;
  // English is fetched too only when this language lacks some dictionary, as the server falls back.
  const needsFallback =
    language !== fallbackLanguage && namespaceCount(language) < namespaceCount(fallbackLanguage);
  const [own, fallback] = await Promise.all([
    loadLanguage(language),
    needsFallback ? loadLanguage(fallbackLanguage) : Promise.resolve(null),
  ]);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    resources: { [language]: own, ...(fallback ? { [fallbackLanguage]: fallback } : {}) },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
