import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { GrowthChart } from '~/components/quiz/GrowthChart';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import { quizAddressOf, quizPath, requireFinishedLead } from '~/lib/quiz.server';
import type { RouteHandle } from '~/lib/route-handle';

// The quiz's result: the readiness level, how the visitor compares, and where ten minutes a day lead.
export const handle: RouteHandle = { i18n: ['quiz'], hideBottomNav: true, backTo: '/' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const address = quizAddressOf(params, 'result');
  const { lead } = await requireFinishedLead(request, address);
  const t = await getT(request);
  return {
    pageTitle: t('pageTitle', { title: t('quiz:result.title') }),
    result: lead.result,
    emailHref: quizPath(address, 'email'),
  };
}

export const meta = pageMeta;

export default function QuizResult() {
  const { result, emailHref } = useLoaderData<typeof loader>();
  const { t } = useTranslation('quiz');
  return (
    <section className="page quiz-page quiz-result" aria-labelledby="page-title">
      <h1 id="page-title" className="quiz-title">
        {t('result.title')}
      </h1>
      <div className={`readiness readiness-${result.level.toLowerCase()}`}>
        <p className="readiness-level">
          <span className="muted">{t('result.level')}</span>
          <strong>{t(`result.levels.${result.level}`)}</strong>
        </p>
        <h2 className="readiness-title">{result.title}</h2>
        <p>{result.description}</p>
        <p className="readiness-ahead">{t('result.ahead', { percent: result.percentile })}</p>
      </div>
      <GrowthChart growth={result.growth} />
      <p className="quiz-start-with">{t('result.startWith', { title: result.recommendedGuide.title })}</p>
      <Link to={emailHref} className="button button-primary">
        {t('result.continue')}
      </Link>
    </section>
  );
}
