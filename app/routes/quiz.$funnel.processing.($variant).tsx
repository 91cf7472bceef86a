import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import { funnelOf, quizAddressOf, quizPath, requireFinishedLead } from '~/lib/quiz.server';
import type { RouteHandle } from '~/lib/route-handle';

// The moment between the last answer and the result: what the catalog holds (counted from it) and
// how practice is scored; learners' own words only where real, consented ones are in the content.
export const handle: RouteHandle = { i18n: ['quiz'], hideBottomNav: true, backTo: '/' };

/** How long the screen stays before the result opens by itself (with JavaScript). */
const showMs = 4_000;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const address = quizAddressOf(params, 'processing');
  await requireFinishedLead(request, address);
  const [funnel, t] = await Promise.all([funnelOf(address), getT(request)]);
  return {
    pageTitle: t('pageTitle', { title: t('quiz:processing.title') }),
    facts: funnel.facts,
    testimonials: funnel.testimonials,
    resultHref: quizPath(address, 'result'),
  };
}

export const meta = pageMeta;

export default function QuizProcessing() {
  const { facts, testimonials, resultHref } = useLoaderData<typeof loader>();
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(resultHref, { replace: true }), showMs);
    return () => clearTimeout(timer);
  }, [navigate, resultHref]);

  return (
    <section className="page quiz-page quiz-processing" aria-labelledby="page-title">
      <div className="quiz-spinner" aria-hidden="true" />
      <h1 id="page-title" className="quiz-title">
        {t('processing.title')}
      </h1>
      <p className="muted">{t('processing.intro')}</p>
      <section aria-labelledby="facts-title" className="quiz-facts">
        <h2 id="facts-title">{t('processing.factsTitle')}</h2>
        <dl className="quiz-stats">
          {(['guides', 'lessons', 'languages'] as const).map((fact) => (
            <div key={fact}>
              <dt>{t(`processing.facts.${fact}`)}</dt>
              <dd>{facts[fact]}</dd>
            </div>
          ))}
        </dl>
        <ul className="quiz-how">
          <li>{t('processing.practice')}</li>
          <li>{t('processing.scoring')}</li>
        </ul>
      </section>
      {testimonials.length > 0 ? (
        <section aria-labelledby="comments-title" className="quiz-comments">
          <h2 id="comments-title">{t('processing.commentsTitle')}</h2>
          <ul>
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="quiz-comment">
                  <blockquote>{testimonial.text}</blockquote>
                  <figcaption>{testimonial.name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link to={resultHref} replace className="button button-primary">
        {t('processing.continue')}
      </Link>
    </section>
  );
}
