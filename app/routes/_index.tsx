import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { TaggedText } from '~/components/TaggedText';
import { catalogOverviewIn, publicPlans } from '~/lib/catalog-overview.server';
import { useTranslation } from '~/lib/i18n';
import { getLanguage, getTranslations } from '~/lib/i18n.server';
import { type LandingGuide, landingViewOf } from '~/lib/landing.server';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { getAuth } from '~/lib/session.server';

// The front door. A learner goes on to their guides; a visitor reads what Skillpilot is, its
// guides, how practice is graded, the plans, and starts the quiz. Every figure comes from the
// backend; the page is whole without JavaScript.
export const handle: RouteHandle = { i18n: ['landing'], headerVariant: 'first-step' };

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAuth(request)) throw redirect('/courses');
  const language = await getLanguage(request);
  const t = getTranslations(language).t();
  const [overview, plans] = await Promise.all([catalogOverviewIn(language), publicPlans()]);
  const view = landingViewOf(overview, plans, t, language);
  return data({
    pageTitle: t('landing:meta.title'),
    pageDescription: t('landing:meta.description'),
    ...view,
  });
}

export const meta = pageMeta;

export default function Landing() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation('landing');
  const quiz = page.quizStart;
  const callToAction = quiz ? (
    <Link to={quiz} className="button button-primary landing-cta">
      {t('cta.quiz')}
    </Link>
  ) : (
    <Link to="/plans" className="button button-primary landing-cta">
      {t('cta.plans')}
    </Link>
  );
  const logIn = (
    <p className="landing-login">
      <TaggedText text={t('cta.logIn')} components={{ login: <Link to="/login" /> }} />
    </p>
  );

  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="page-title">
        <div className="landing-hero-text">
          <p className="landing-eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="page-title">{t('hero.title')}</h1>
          <p className="landing-lead">{t('hero.lead')}</p>
          <div className="landing-actions">
            {callToAction}
            {quiz ? (
              <p className="landing-cta-note muted">{t('cta.quizNote', { count: page.quizSteps })}</p>
            ) : null}
            {logIn}
          </div>
        </div>
        {page.heroImages.length > 0 ? (
          <ul className="landing-mosaic" aria-hidden="true">
            {page.heroImages.map((image, index) => (
              <li key={image.small}>
                <img
                  src={image.thumbnail}
                  srcSet={`${image.thumbnail} 320w, ${image.small} 640w`}
                  sizes="(min-width: 1024px) 260px, 45vw"
                  width={image.width}
                  height={image.height}
                  alt=""
                  decoding="async"
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="landing-facts" aria-labelledby="facts-title">
        <h2 id="facts-title" className="visually-hidden">
          {t('facts.title')}
        </h2>
        <dl>
          <div>
            <dt>{t('facts.guides', { count: page.facts.guides })}</dt>
            <dd>{page.facts.guides}</dd>
          </div>
          <div>
            <dt>{t('facts.lessons', { count: page.facts.lessons })}</dt>
            <dd>{page.facts.lessons}</dd>
          </div>
          <div>
            <dt>{t('facts.practices', { count: page.facts.practices })}</dt>
            <dd>{page.facts.practices}</dd>
          </div>
          <div>
            <dt>{t('facts.languages', { count: page.facts.languages })}</dt>
            <dd>{page.facts.languages}</dd>
          </div>
        </dl>
      </section>

      <section className="landing-section" aria-labelledby="guides-title">
        <h2 id="guides-title">{t('guides.title')}</h2>
        <p className="landing-intro muted">
          {t('guides.intro', { count: page.core.length, minutes: page.minutesPerLesson })}
        </p>
        <h3 className="landing-group-title">{t('guides.core')}</h3>
        <GuideList guides={page.core} />
        {page.boost.length > 0 ? (
          <>
            <h3 className="landing-group-title">{t('guides.boost')}</h3>
            <p className="muted">{t('guides.boostIntro', { count: page.core.length })}</p>
            <GuideList guides={page.boost} />
          </>
        ) : null}
      </section>

      <section className="landing-section" aria-labelledby="how-title">
        <h2 id="how-title">{t('how.title')}</h2>
        <ol className="landing-steps">
          <li>
            <h3>{t('how.quiz.title')}</h3>
            <p>{t('how.quiz.text', { count: page.quizSteps })}</p>
          </li>
          <li>
            <h3>{t('how.plan.title')}</h3>
            <p>{t('how.plan.text')}</p>
          </li>
          <li>
            <h3>{t('how.learn.title')}</h3>
            <p>{t('how.learn.text', { count: page.minutesPerLesson })}</p>
          </li>
          <li>
            <h3>{t('how.certificate.title')}</h3>
            <p>{t('how.certificate.text')}</p>
          </li>
        </ol>
        <div className="landing-grading">
          <h3 id="grading-title">{t('grading.title')}</h3>
          <p>{t('grading.questions')}</p>
          <p>
            {page.grading === 'model'
              ? t('grading.promptsModel', { count: page.promptTasks })
              : t('grading.promptsRubric', { count: page.promptTasks })}
          </p>
          <p className="muted">{t('grading.pass')}</p>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="plans-title">
        <h2 id="plans-title">{t('plans.title')}</h2>
        <p className="landing-intro muted">{t('plans.intro')}</p>
        <ul className="landing-plans">
          {page.plans.map((plan) => (
            <li key={plan.id} className={`landing-plan${plan.mostPopular ? ' landing-plan-popular' : ''}`}>
              <h3>{plan.name}</h3>
              {plan.mostPopular ? <p className="badge badge-accent">{t('plans.mostPopular')}</p> : null}
              <p className="landing-plan-price">{plan.headline}</p>
              {plan.afterTrial ? <p className="landing-plan-then">{plan.afterTrial}</p> : null}
            </li>
          ))}
        </ul>
        <p className="landing-note muted">
          <TaggedText text={t('plans.cancel')} components={{ terms: <Link to="/subscription-terms" /> }} />
        </p>
      </section>

      <section className="landing-section" aria-labelledby="faq-title">
        <h2 id="faq-title">{t('faq.title')}</h2>
        <div className="landing-faq">
          <details className="landing-faq-item">
            <summary className="landing-faq-question">{t('faq.who.question')}</summary>
            <p className="landing-faq-answer">{t('faq.who.answer')}</p>
          </details>
          <details className="landing-faq-item">
            <summary className="landing-faq-question">{t('faq.cost.question')}</summary>
            <p className="landing-faq-answer">
              {page.trial
                ? t('faq.cost.trial', {
                    price: page.trial.price,
                    count: page.trial.days,
                    after: page.trial.after,
                  })
                : t('faq.cost.plain')}{' '}
              {t('faq.cost.free')}
            </p>
          </details>
          <details className="landing-faq-item">
            <summary className="landing-faq-question">{t('faq.cancel.question')}</summary>
            <p className="landing-faq-answer">{t('faq.cancel.answer')}</p>
          </details>
          <details className="landing-faq-item">
            <summary className="landing-faq-question">{t('faq.ai.question')}</summary>
            <p className="landing-faq-answer">
              {page.grading === 'model' ? t('faq.ai.model') : t('faq.ai.rubric')}
            </p>
          </details>
          <details className="landing-faq-item">
            <summary className="landing-faq-question">{t('faq.languages.question')}</summary>
            <p className="landing-faq-answer">
              {t('faq.languages.answer', { count: page.facts.languages, languages: page.languages })}{' '}
              {page.translatedGuides
                ? t('faq.languages.translated', { guides: page.translatedGuides })
                : null}
            </p>
          </details>
          <details className="landing-faq-item">
            <summary className="landing-faq-question">{t('faq.certificate.question')}</summary>
            <p className="landing-faq-answer">
              <TaggedText text={t('faq.certificate.answer')} components={{ verify: <Link to="/verify" /> }} />
            </p>
          </details>
          <details className="landing-faq-item">
            <summary className="landing-faq-question">{t('faq.phone.question')}</summary>
            <p className="landing-faq-answer">{t('faq.phone.answer')}</p>
          </details>
        </div>
      </section>

      <section className="landing-final" aria-labelledby="start-title">
        <h2 id="start-title">{t('final.title')}</h2>
        <p>{quiz ? t('final.text', { count: page.quizSteps }) : t('final.textPlans')}</p>
        <div className="landing-actions">
          {callToAction}
          {logIn}
        </div>
      </section>

      <nav className="landing-links" aria-labelledby="links-title">
        <h2 id="links-title" className="visually-hidden">
          {t('links.title')}
        </h2>
        <ul>
          <li>
            <Link to="/terms">{t('common:drawer.terms')}</Link>
          </li>
          <li>
            <Link to="/privacy">{t('common:drawer.privacy')}</Link>
          </li>
          <li>
            <Link to="/subscription-terms">{t('common:drawer.subscriptionTerms')}</Link>
          </li>
          <li>
            <Link to="/support">{t('common:drawer.support')}</Link>
          </li>
          <li>
            <Link to="/verify">{t('links.verify')}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** The guides of one stage: picture, level, title, what a learner can do after it, its size. */
function GuideList({ guides }: { guides: LandingGuide[] }) {
  const { t } = useTranslation('landing');
  return (
    <ul className="landing-guides">
      {guides.map((guide) => (
        <li key={guide.id}>
          <article className="landing-guide" aria-labelledby={`guide-${guide.id}`}>
            <img
              className="landing-guide-image"
              src={guide.image.small}
              srcSet={`${guide.image.thumbnail} 320w, ${guide.image.small} 640w, ${guide.image.medium} 960w`}
              sizes="(min-width: 1024px) 340px, (min-width: 640px) 45vw, 100vw"
              width={guide.image.width}
              height={guide.image.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <div className="landing-guide-body">
              <p className="landing-guide-badges">
                <span className="badge">{guide.level}</span>
              </p>
              <h4 id={`guide-${guide.id}`} lang={guide.lang}>
                {guide.title}
              </h4>
              <p className="landing-guide-description" lang={guide.lang}>
                {guide.description}
              </p>
              {guide.outcome ? (
                <p className="landing-guide-outcome">
                  <strong>{t('guides.after')}</strong> <span lang={guide.lang}>{guide.outcome}</span>
                </p>
              ) : null}
              <p className="landing-guide-meta muted">{guide.meta}</p>
              {guide.alsoIn ? <p className="landing-guide-meta muted">{guide.alsoIn}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
