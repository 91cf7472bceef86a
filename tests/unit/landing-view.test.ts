import type { CatalogOverview, OverviewGuide } from '@contract/catalog-overview';
import type { PlanView } from '@contract/plans';
import { describe, expect, it } from 'vitest';
import { getTranslations } from '~/lib/i18n.server';
import { landingViewOf } from '~/lib/landing.server';
import { canonicalPath } from '~/lib/page-meta';
import { disallowedPaths, robotsRuleMatches, sitemapPaths } from '~/lib/site-map';

const image = (id: string) => {
  const format = (name: string, width: number, height: number) => ({
    url: `/course-images/${id}-abc/${name}.webp`,
    width,
    height,
  });
  return {
    url: `/course-images/${id}-abc/medium.webp`,
    alternativeText: `The ${id} picture`,
    width: 960,
    height: 540,
    formats: {
      thumbnail: format('thumbnail', 320, 180),
      small: format('small', 640, 360),
      medium: format('medium', 960, 540),
      large: format('large', 1280, 720),
    },
  };
};

const guide = (id: string, over: Partial<OverviewGuide> = {}): OverviewGuide => ({
  id,
  lang: 'en',
  title: `Guide ${id}`,
  description: 'A guide.',
  outcome: `You can do ${id}.`,
  level: 'beginner',
  stage: 'core',
  lessons: 2,
  minutes: 11,
  practices: 3,
  languages: ['en'],
  featuredImage: image(id),
  ...over,
});

const overview = (over: Partial<CatalogOverview> = {}): CatalogOverview => ({
  guides: [
    guide('one', { languages: ['en', 'uk'] }),
    guide('two', { outcome: null }),
    guide('three'),
    guide('four', { stage: 'boost', level: 'advanced' }),
    guide('five', { stage: 'boost' }),
  ],
  facts: {
    guides: 5,
    coreGuides: 3,
    boostGuides: 2,
    lessons: 10,
    minutes: 55,
    questions: 9,
    promptTasks: 6,
    interfaceLanguages: ['en', 'uk', 'es', 'fr', 'tr', 'ja', 'ko', 'pt'],
    guideLanguages: ['en', 'uk'],
  },
  quiz: { funnel: 1, variant: 1, steps: 7 },
  promptGrading: 'rubric',
  ...over,
});

const price = (unitAmount: number, intervalCount: number) => ({
  id: `price_${intervalCount}`,
  unitAmount,
  currency: 'usd',
  interval: 'week' as const,
  intervalCount,
});
const plans: PlanView[] = [
  {
    id: '1-week',
    name: '1-week trial',
    mostPopular: false,
    trial: { days: 7, unitAmount: 699 },
    price: price(2999, 4),
  },
  { id: '4-week', name: '4-week plan', mostPopular: true, trial: null, price: price(2999, 4) },
  { id: '12-week', name: '12-week plan', mostPopular: false, trial: null, price: price(5999, 12) },
];

const english = getTranslations('en').t();

describe('the landing page’s data', () => {
  it('splits the guides into the core path and Boost, each with what a learner can do after it', () => {
    const view = landingViewOf(overview(), plans, english, 'en');
    expect(view.core.map((card) => card.id)).toEqual(['one', 'two', 'three']);
    expect(view.boost.map((card) => card.id)).toEqual(['four', 'five']);
    expect(view.core[0]).toMatchObject({
      lang: undefined,
      title: 'Guide one',
      outcome: 'You can do one.',
      level: 'Beginner',
      meta: '2 lessons · 11 min · 3 practice tasks',
      alsoIn: 'Also in Українська',
      image: { small: '/course-images/one-abc/small.webp', width: 640, height: 360 },
    });
    expect(view.core[1]?.outcome).toBeNull();
    expect(view.core[1]?.alsoIn).toBeNull();
    expect(view.heroImages.map((picture) => picture.small)).toEqual(
      ['one', 'two', 'three', 'four'].map((id) => `/course-images/${id}-abc/small.webp`),
    );
  });

  it('counts from the catalog and starts the quiz at the funnel’s first step', () => {
    const view = landingViewOf(overview(), plans, english, 'en');
    expect(view.facts).toEqual({ guides: 5, lessons: 10, practices: 15, languages: 8 });
    expect(view.minutesPerLesson).toBe(6);
    expect(view.quizStart).toBe('/quiz/f1/1/v1');
    expect(view.quizSteps).toBe(7);
    expect(view.grading).toBe('rubric');
    expect(landingViewOf(overview({ quiz: null }), plans, english, 'en').quizStart).toBeNull();
    expect(
      landingViewOf(overview({ quiz: { funnel: 3, variant: 2, steps: 5 } }), plans, english, 'en').quizStart,
    ).toBe('/quiz/f3/1/v2');
  });

  it('words the plans as the paywall does, the trial first', () => {
    const view = landingViewOf(overview(), plans, english, 'en');
    expect(view.plans).toEqual([
      {
        id: '1-week',
        name: '1-Week Trial',
        mostPopular: false,
        headline: '$6.99 for the first 7 days',
        afterTrial: 'then $29.99 every 4 weeks',
      },
      {
        id: '4-week',
        name: '4-Week Plan',
        mostPopular: true,
        headline: '$29.99 every 4 weeks',
        afterTrial: null,
      },
      {
        id: '12-week',
        name: '12-Week Plan',
        mostPopular: false,
        headline: '$59.99 every 12 weeks',
        afterTrial: null,
      },
    ]);
    expect(view.trial).toEqual({ price: '$6.99', days: 7, after: 'then $29.99 every 4 weeks' });
    expect(landingViewOf(overview(), plans.slice(1), english, 'en').trial).toBeNull();
  });

  it('names the languages in their own words, listed in the page’s language', () => {
    const view = landingViewOf(overview(), plans, english, 'en');
    expect(view.languages).toBe(
      'English, Українська, Español, Français, Türkçe, 日本語, 한국어, and Português',
    );
    expect(view.translatedGuides).toBe('Guide one (Українська)');
    const ukrainian = landingViewOf(
      overview({
        guides: [guide('one', { lang: 'uk', title: 'Гайд один', languages: ['en', 'uk'] }), guide('two')],
      }),
      plans,
      getTranslations('uk').t(),
      'uk',
    );
    // The translated card reads in Ukrainian and offers English; the other is marked as English.
    expect(ukrainian.core[0]).toMatchObject({ lang: undefined, alsoIn: 'Також мовою: English' });
    expect(ukrainian.core[1]).toMatchObject({
      lang: 'en',
      alsoIn: null,
      meta: '2 уроки · 11 хв · 3 практичні завдання',
    });
    expect(ukrainian.plans[0]?.headline).toMatch(/^6,99\sUSD за перші 7 днів$/);
  });

  it('gives previews the first guide’s large picture', () => {
    expect(landingViewOf(overview(), plans, english, 'en').pageImage).toEqual({
      url: '/course-images/one-abc/large.webp',
      width: 1280,
      height: 720,
      alt: 'The one picture',
    });
  });
});

describe('what search engines read', () => {
  it('names a page without the parameters that only choose its language or data', () => {
    expect(canonicalPath('/', '?lng=uk')).toBe('/');
    expect(canonicalPath('/help-answer', '?type=refund&lng=fr')).toBe('/help-answer?type=refund');
    expect(canonicalPath('/quiz/f1/1/v1', '?_data=root&index')).toBe('/quiz/f1/1/v1');
  });

  it('never keeps a sitemap page out through robots.txt, and keeps private pages out', () => {
    for (const path of sitemapPaths('/quiz/f1/1/v1'))
      expect(
        disallowedPaths.filter((rule) => robotsRuleMatches(rule, path)),
        path,
      ).toEqual([]);
    expect(sitemapPaths(null)).not.toContain('/quiz/f1/1/v1');
    const blocked = (path: string) => disallowedPaths.some((rule) => robotsRuleMatches(rule, path));
    expect(blocked('/subscription')).toBe(true);
    expect(blocked('/subscription-terms')).toBe(false);
    expect(blocked('/help')).toBe(true);
    expect(blocked('/help-contact')).toBe(false);
    expect(blocked('/quiz/f12/result/v3')).toBe(true);
    expect(blocked('/quiz/f1/2/v1')).toBe(false);
    expect(blocked('/verify/SP-2026-7KQ2M9')).toBe(true);
    expect(blocked('/verify')).toBe(false);
  });
});
