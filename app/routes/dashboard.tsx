import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { CourseCard } from '~/components/learning/CourseCard';
import { PartUnavailable } from '~/components/PartUnavailable';
import { callAsLearner } from '~/lib/auth.server';
import { type CourseCardView, courseCardOf } from '~/lib/course-cards';
import { withCsrf } from '~/lib/csrf.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { optionalPart } from '~/lib/optional-part.server';
import { pageMeta } from '~/lib/page-meta';
import { leadOf } from '~/lib/quiz.server';
import type { RouteHandle } from '~/lib/route-handle';
import { getAuth, getSession, type Learner } from '~/lib/session.server';

export const handle: RouteHandle = { i18n: ['auth', 'learning'] };

// A public page: the welcome after sign-in or PIN setup, which leads a learner to the guide to start
// with (the quiz's recommendation, else the first recommended guide).
export async function loader({ request }: LoaderFunctionArgs) {
  const [learner, t] = await Promise.all([getAuth(request), getT(request)]);
  const page = {
    email: learner?.email ?? null,
    pageTitle: t('pageTitle', { title: t('auth:dashboard.title') }),
    guide: learner ? await guideToStart(request, learner) : null,
  };
  // Only a signed-in learner sees a form here (Log Out).
  return learner ? withCsrf(request, page) : data(page);
}

/** The guide to start with; 'unavailable' when the backend could not say just now (the welcome still shows). */
async function guideToStart(
  request: Request,
  learner: Learner,
): Promise<CourseCardView | null | 'unavailable'> {
  const session = await getSession(request);
  const quiz = session.get('quiz');
  const [lead, recommended] = await Promise.all([
    quiz ? optionalPart(leadOf(session, quiz), "The quiz's recommendation on the dashboard") : null,
    optionalPart(
      callAsLearner(request, learner, 'filteredCourses', { params: { filter: 'recommended' } }),
      'The guide to start with on the dashboard',
    ),
  ]);
  if (!recommended) return 'unavailable';
  const wanted = lead?.result?.recommendedGuide.id;
  const guide = recommended.data.find((course) => course.id === wanted) ?? recommended.data[0];
  return guide ? courseCardOf(guide) : null;
}

export const meta = pageMeta;

export default function Dashboard() {
  const { email, guide } = useLoaderData<typeof loader>();
  const { t } = useTranslation('auth');
  return (
    <section className="page page-centered auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('dashboard.title')}</h1>
      {email ? (
        <>
          <p className="muted">{t('dashboard.signedInAs', { email })}</p>
          {guide === 'unavailable' ? (
            <section className="dashboard-start" aria-labelledby="start-title">
              <h2 id="start-title">{t('dashboard.startWith')}</h2>
              <PartUnavailable message={t('learning:unavailable.guideToStart')} />
            </section>
          ) : guide ? (
            <section className="dashboard-start" aria-labelledby="start-title">
              <h2 id="start-title">{t('dashboard.startWith')}</h2>
              <CourseCard course={guide} wide eager />
              <Link to={`/course/${guide.id}`} className="button button-primary">
                {t('dashboard.startLearning')}
              </Link>
            </section>
          ) : null}
          <Link
            to="/profile"
            className={`button ${guide && guide !== 'unavailable' ? 'button-secondary' : 'button-primary'}`}
          >
            {t('dashboard.profile')}
          </Link>
          {/* A native post, so signing out always reloads the whole page. */}
          <form method="post" action="/logout" className="auth-links">
            <CsrfInput />
            <button type="submit" className="button button-secondary">
              {t('logout.button')}
            </button>
          </form>
        </>
      ) : (
        <>
          <p className="muted">{t('dashboard.signedOutText')}</p>
          <Link to="/login" className="button button-primary">
            {t('dashboard.login')}
          </Link>
        </>
      )}
    </section>
  );
}
