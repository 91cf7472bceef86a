import type { LegalKey } from '@contract/legal';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { asPageError, callBackend } from './api.server';
import { getI18n, getLanguage } from './i18n.server';

/** Loader of a legal page: the sanitised document in the reader's language, or English. */
export function legalLoader(key: LegalKey) {
  return async ({ request }: LoaderFunctionArgs) => {
    const language = await getLanguage(request);
    const { t } = getI18n(language);
    try {
      const { data: document } = await callBackend('legalDocument', {
        params: { key },
        query: { lang: language },
      });
      return data({
        pageTitle: t('pageTitle', { title: document.title }),
        document,
        shownInEnglish: document.lang !== language,
      });
    } catch (error) {
      throw asPageError(error);
    }
  };
}
