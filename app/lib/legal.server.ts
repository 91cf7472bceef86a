import { type LegalDocument, type LegalKey, legalKeys } from '@contract/legal';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { asPageError, callBackend } from './api.server';
import { getLanguage, getTranslations } from './i18n.server';
import { type Language, supportedLanguages } from './languages';
import { createTtlCache } from './ttl-cache.server';

// Legal texts change only when content is imported. Asking the backend for one on every view (and
// checking its answer) cost more than the rest of the page, so each is kept for a minute, then
// refreshed behind the scenes; a kept copy stands in for up to an hour while the backend is away.
const documents = createTtlCache<LegalDocument>(
  async (id) => {
    const [key, lang] = id.split(':') as [LegalKey, Language];
    const { data: document } = await callBackend('legalDocument', { params: { key }, query: { lang } });
    return document;
  },
  { max: legalKeys.length * supportedLanguages.length, freshMs: 60_000, maxStaleMs: 60 * 60_000 },
);

/** Loader of a legal page: the sanitised document in the reader's language, or English. */
// What search results say of each legal page (the document's own title leads it).
const descriptionKeys: Record<LegalKey, string> = {
  termsAndConditions: 'pages:description.terms',
  privacyPolicy: 'pages:description.privacy',
  subscriptionTerms: 'pages:description.subscriptionTerms',
};

export function legalLoader(key: LegalKey) {
  return async ({ request }: LoaderFunctionArgs) => {
    const language = await getLanguage(request);
    const t = getTranslations(language).t();
    try {
      const document = await documents.get(`${key}:${language}`);
      return data({
        pageTitle: t('pageTitle', { title: document.title }),
        pageDescription: t(descriptionKeys[key]),
        document,
        shownInEnglish: document.lang !== language,
      });
    } catch (error) {
      throw asPageError(error);
    }
  };
}
