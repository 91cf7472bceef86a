import type { CatalogOverview, OverviewGuide } from '@contract/catalog-overview';
import { languageNames } from '@contract/i18n';
import type { PlanView } from '@contract/plans';
import { formatPrice } from './account-format';
import { quizStartOf } from './catalog-overview.server';
import { type CardImage, cardImageOf } from './course-cards';
import type { Language } from './languages';
import type { PageImage } from './page-meta';
import type { TFunction } from './translate';

// The landing page's data, worded on the server in the visitor's language: every figure comes from
// the backend (the published catalog, the plans the paywall shows), none is typed into a text.

export interface LandingGuide {
  id: string;
  /** The language of the guide's words, when it is not the page's (no translation yet). */
  lang: Language | undefined;
  title: string;
  description: string;
  outcome: string | null;
  level: string;
  meta: string;
  /** "Also in Українська", when the whole guide reads in other languages than the card's. */
  alsoIn: string | null;
  image: CardImage;
}

export interface LandingPlan {
  id: string;
  name: string;
  mostPopular: boolean;
  headline: string;
  afterTrial: string | null;
}

export interface LandingView {
  quizStart: string | null;
  quizSteps: number;
  facts: { guides: number; lessons: number; practices: number; languages: number };
  minutesPerLesson: number;
  core: LandingGuide[];
  boost: LandingGuide[];
  /** Up to four guide pictures for the hero, the core path first. */
  heroImages: LandingGuide['image'][];
  grading: CatalogOverview['promptGrading'];
  promptTasks: number;
  plans: LandingPlan[];
  trial: { price: string; days: number; after: string } | null;
  /** Every interface language by its own name, as a list in the page's language. */
  languages: string;
  /** The guides translated whole ("ChatGPT basics (Українська)"), or null when there are none. */
  translatedGuides: string | null;
  pageImage: PageImage | null;
}

const listFormats = new Map<string, Intl.ListFormat>();
function listOf(items: string[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format(items);
}

/** A plan's price as the paywall words it: the trial first where there is one. */
function planOf(plan: PlanView, t: TFunction, language: Language): LandingPlan {
  const money = (amount: number) => formatPrice(amount, plan.price.currency, language);
  const price = money(plan.price.unitAmount);
  const every = periodOf(plan, t);
  const trialPrice = plan.trial ? money(plan.trial.unitAmount) : null;
  return {
    id: plan.id,
    name: t(`account:subscription.plans.${plan.id}`, plan.name),
    mostPopular: plan.mostPopular,
    headline: trialPrice
      ? t('landing:plans.trialPrice', { price: trialPrice, count: plan.trial?.days ?? 0 })
      : t('landing:plans.recurring', { price, period: every }),
    afterTrial: trialPrice ? t('landing:plans.then', { price, period: every }) : null,
  };
}

/** 'every 4 weeks': in a sentence every period reads so, the 12-week one too (as on the paywall). */
function periodOf(plan: PlanView, t: TFunction): string {
  const { interval, intervalCount } = plan.price;
  return intervalCount > 1
    ? t(`account:subscription.period.multiple.${interval}`, { n: String(intervalCount) })
    : t(`account:subscription.period.single.${interval}`);
}

function guideOf(guide: OverviewGuide, t: TFunction, language: Language): LandingGuide {
  // Other than the language the card is shown in (the page's, or English where untranslated).
  const others = guide.languages.filter((lang) => lang !== guide.lang);
  return {
    id: guide.id,
    lang: guide.lang === language ? undefined : guide.lang,
    title: guide.title,
    description: guide.description,
    outcome: guide.outcome,
    level: t(`learning:levels.${guide.level}`),
    meta: [
      t('landing:guides.lessons', { count: guide.lessons }),
      t('landing:guides.minutes', { count: guide.minutes }),
      t('landing:guides.practices', { count: guide.practices }),
    ].join(' · '),
    alsoIn:
      others.length > 0
        ? t('landing:guides.alsoIn', {
            languages: listOf(
              others.map((lang) => languageNames[lang]),
              language,
            ),
          })
        : null,
    image: cardImageOf(guide.featuredImage),
  };
}

export function landingViewOf(
  overview: CatalogOverview,
  plans: PlanView[],
  t: TFunction,
  language: Language,
): LandingView {
  const guides = overview.guides.map((guide) => guideOf(guide, t, language));
  const core = guides.filter((_, index) => overview.guides[index]?.stage === 'core');
  const boost = guides.filter((_, index) => overview.guides[index]?.stage === 'boost');
  const { facts } = overview;
  const trialPlan = plans.find((plan) => plan.trial);
  const trialOf = (plan: PlanView) => {
    const money = (amount: number) => formatPrice(amount, plan.price.currency, language);
    return {
      price: money(plan.trial?.unitAmount ?? 0),
      days: plan.trial?.days ?? 0,
      after: t('landing:plans.then', { price: money(plan.price.unitAmount), period: periodOf(plan, t) }),
    };
  };
  const translated = overview.guides.filter((guide) => guide.languages.length > 1);
  const cover = overview.guides[0]?.featuredImage;
  return {
    quizStart: quizStartOf(overview),
    quizSteps: overview.quiz?.steps ?? 0,
    facts: {
      guides: facts.guides,
      lessons: facts.lessons,
      practices: facts.questions + facts.promptTasks,
      languages: facts.interfaceLanguages.length,
    },
    minutesPerLesson: facts.lessons > 0 ? Math.max(1, Math.round(facts.minutes / facts.lessons)) : 0,
    core,
    boost,
    heroImages: [...core, ...boost].slice(0, 4).map((guide) => guide.image),
    grading: overview.promptGrading,
    promptTasks: facts.promptTasks,
    plans: plans.map((plan) => planOf(plan, t, language)),
    trial: trialPlan ? trialOf(trialPlan) : null,
    languages: listOf(
      facts.interfaceLanguages.map((lang) => languageNames[lang]),
      language,
    ),
    translatedGuides:
      translated.length > 0
        ? listOf(
            translated.map(
              (guide) =>
                `${guide.title} (${listOf(
                  guide.languages.filter((lang) => lang !== 'en').map((lang) => languageNames[lang]),
                  language,
                )})`,
            ),
            language,
          )
        : null,
    pageImage: cover
      ? {
          url: cover.formats.large.url,
          width: cover.formats.large.width,
          height: cover.formats.large.height,
          alt: cover.alternativeText,
        }
      : null,
  };
}
