import type { CatalogOverview } from '@contract/catalog-overview';
import { subscriptionProductId } from '@contract/plans';
import { asPageError, callBackend } from './api.server';
import { fallbackLanguage, type Language, supportedLanguages } from './languages';
import { type QuizAddress, quizPath } from './quiz.server';
import { createTtlCache } from './ttl-cache.server';

// What visitors are told about the catalog and the plans (the landing page, the sitemap, the way
// into the quiz). Both change only when content is imported or the backend restarts: each is kept
// a minute, refreshed behind the scenes, and a kept copy stands in for up to an hour while the
// backend is away, as the legal texts and the quiz's funnels are.
const overviews = createTtlCache(
  async (lang) => (await callBackend('catalogOverview', { query: { lang: lang as Language } })).data,
  { max: supportedLanguages.length, freshMs: 60_000, maxStaleMs: 60 * 60_000 },
);
const prices = createTtlCache(
  async (productId) => (await callBackend('prices', { params: { productId } })).data.plans,
  // One product is sold.
  { max: 1, freshMs: 60_000, maxStaleMs: 60 * 60_000 },
);

/** The catalog for visitors in a language; a backend that cannot answer is the error page. */
export async function catalogOverviewIn(language: Language): Promise<CatalogOverview> {
  try {
    return await overviews.get(language);
  } catch (error) {
    throw asPageError(error);
  }
}

/** The plans and prices the paywall shows, the same figures from the same call. */
export async function publicPlans() {
  try {
    return await prices.get(subscriptionProductId);
  } catch (error) {
    throw asPageError(error);
  }
}

/**
 * Where links into the quiz lead: its first step when the catalog is kept, so no visitor waits
 * for a redirect; `/quiz` (which finds it) until then. Never waits for the backend.
 */
export function quizEntry(): string {
  const overview = overviews.peek(fallbackLanguage);
  return (overview && quizStartOf(overview)) ?? '/quiz';
}

/** The address of the quiz's first step, from the funnel content; null when no funnel is served. */
export function quizStartOf(overview: Pick<CatalogOverview, 'quiz'>): string | null {
  const { quiz } = overview;
  if (!quiz) return null;
  const address: QuizAddress = { funnel: quiz.funnel, variant: quiz.variant };
  return quizPath(address, 1);
}
