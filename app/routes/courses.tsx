import type { StreakStats } from '@contract/streaks';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CourseCard, CourseGrid } from '~/components/learning/CourseCard';
import { StreakStrip } from '~/components/learning/StreakStrip';
import { rethrowResponse } from '~/lib/account.server';
import { asPageError } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { courseCardsOf } from '~/lib/course-cards';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { backTo: '/profile', i18n: ['learning'] };

// The learner's home: the streak, the guides in progress, what to take next and what others take.
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  const streak = callAsLearner(request, learner, 'streakStats', {}).then(
    (answer): StreakStats | null => answer.data,
    (error: unknown) => {
      rethrowResponse(error);
      console.error('Loading the streak failed', error);
      return null;
    },
  );
  const [{ data: sections }, stats] = await Promise.all([
    callAsLearner(request, learner, 'courseSections', {}),
    streak,
  ]).catch((error: unknown) => {
    throw asPageError(error);
  });
  return data({
    pageTitle: t('pageTitle', { title: t('learning:courses.title') }),
    pageDescription: t('pages:description.courses'),
    continueLesson: sections.continueLesson,
    started: courseCardsOf(sections.started),
    recommended: courseCardsOf(sections.recommended),
    trending: courseCardsOf(sections.trending),
    streak: stats,
  });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function Courses() {
  const { started, recommended, trending, streak, continueLesson } = useLoaderData<typeof loader>();
  const { t } = useTranslation('learning');
  const [first, ...others] = recommended;

  return (
    <div className="page learning-page">
      <h1 id="page-title" className="visually-hidden">
        {t('courses.title')}
      </h1>
      <StreakStrip stats={streak} failed={streak === null} continueLesson={continueLesson} />

      <CourseSection id="started" title={t('courses.yourGuides')} filter="started" count={started.length}>
        {started.length > 0 ? (
          <CourseGrid courses={started} eagerCount={2} />
        ) : (
          <p className="empty-state">{t('courses.noStarted')}</p>
        )}
      </CourseSection>

      <CourseSection
        id="recommended"
        title={t('courses.recommended')}
        filter="recommended"
        count={recommended.length}
      >
        {first ? (
          <>
            <CourseCard course={first} wide eager={started.length === 0} />
            {others.length > 0 ? <CourseGrid courses={others} /> : null}
          </>
        ) : (
          <p className="empty-state">{t('courses.noRecommended')}</p>
        )}
      </CourseSection>

      <CourseSection id="trending" title={t('courses.trending')} filter="trending" count={trending.length}>
        {trending.length > 0 ? (
          <CourseGrid courses={trending.slice(0, 8)} />
        ) : (
          <p className="empty-state">{t('courses.noTrending')}</p>
        )}
      </CourseSection>
    </div>
  );
}

function CourseSection(props: {
  id: string;
  title: string;
  filter: 'started' | 'recommended' | 'trending';
  count: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('learning');
  const headingId = `${props.id}-title`;
  return (
    <section className="course-section" aria-labelledby={headingId}>
      <div className="course-section-head">
        <h2 id={headingId}>{props.title}</h2>
        {props.count > 0 ? (
          <Link
            to={`/all-courses?filter=${props.filter}&filterId=all`}
            className="text-link"
            aria-label={t('courses.seeAllOf', { section: props.title })}
          >
            {t('courses.seeAll')}
          </Link>
        ) : null}
      </div>
      {props.children}
    </section>
  );
}
