import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CourseGrid } from '~/components/learning/CourseCard';
import { asPageError } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { courseCardsOf } from '~/lib/course-cards';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { backTo: '/courses', i18n: ['learning'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  const { data: boost } = await callAsLearner(request, learner, 'boost', {}).catch((error: unknown) => {
    throw asPageError(error);
  });
  return data({
    pageTitle: t('pageTitle', { title: t('learning:boost.title') }),
    boost: { ...boost, courses: courseCardsOf(boost.courses) },
  });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

// The Boost stage: locked with the progress toward it, then open.
export default function Boost() {
  const { boost } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation('learning');
  const percent =
    boost.requiredCoreCourses === 0
      ? 100
      : Math.round(
          (Math.min(boost.completedCoreCourses, boost.requiredCoreCourses) / boost.requiredCoreCourses) * 100,
        );
  return (
    <div className="page learning-page">
      <h1 id="page-title">{t('boost.title')}</h1>
      <p className="muted">{t('boost.intro')}</p>

      <section
        className={`boost-status${boost.unlocked ? ' boost-status-open' : ''}`}
        aria-labelledby="boost-status"
      >
        <h2 id="boost-status">
          {boost.unlocked ? t('boost.unlocked') : t('boost.locked', { count: boost.requiredCoreCourses })}
        </h2>
        <progress className="progress-bar" max={100} value={percent} aria-labelledby="boost-progress" />
        <p id="boost-progress">
          {t('boost.progress', { done: boost.completedCoreCourses, required: boost.requiredCoreCourses })}
        </p>
        {boost.unlocked ? null : (
          <ul className="core-list" aria-label={t('boost.coreTitle')}>
            {boost.coreCourses.map((course) => (
              <li key={course.id}>
                <Link to={`/course/${course.id}`} className="lesson-link">
                  <span
                    className={`lesson-state lesson-state-${course.status === 'completed' ? 'finished' : course.status === 'in_progress' ? 'current' : 'available'}`}
                    aria-hidden="true"
                  />
                  <span className="lesson-text">
                    <span
                      className="lesson-title"
                      lang={course.lang === i18n.language ? undefined : course.lang}
                    >
                      {course.title}
                    </span>
                    <span className="lesson-meta muted">
                      {course.status === 'completed'
                        ? t('card.completed')
                        : t('card.progress', { percent: course.progressPercentage })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="course-section" aria-labelledby="boost-guides">
        <h2 id="boost-guides">{t('boost.guidesTitle')}</h2>
        {boost.courses.length > 0 ? (
          <CourseGrid courses={boost.courses} eagerCount={2} />
        ) : (
          <p className="empty-state">{t('boost.empty')}</p>
        )}
      </section>
    </div>
  );
}
