import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { dictionaryUrl, Translations, TranslationsProvider } from './lib/i18n';
import { fallbackLanguage, toSupportedLanguage } from './lib/languages';
import type { Dictionary } from './lib/translate';

async function fetchDictionary(language: string, namespace: string): Promise<Dictionary> {
  const url = dictionaryUrl(language, namespace);
  const response = url ? await fetch(url) : null;
  if (!response?.ok) throw new Error(`No dictionary ${language}/${namespace}`);
  return response.json();
}

async function hydrate() {
  const language = toSupportedLanguage(document.documentElement.lang) ?? fallbackLanguage;
  // The dictionaries the server named for this page (already on their way), before hydrating.
  const namespaces = [...document.querySelectorAll<HTMLLinkElement>('link[data-namespace]')].map(
    (link) => link.dataset.namespace ?? '',
  );
  const translations = new Translations(
    language,
    {},
    (namespace) => fetchDictionary(language, namespace),
    namespaces,
  );
  try {
    await translations.load(namespaces);
  } catch {
    // The page stays as the server sent it: it works without JavaScript.
    return;
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationsProvider value={translations}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationsProvider>,
    );
  });
}

void hydrate();
