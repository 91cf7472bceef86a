import type { CourseSections } from '@contract/courses';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CourseCard, CourseGrid } from '~/components/learning/CourseCard';
import { StreakStrip } from '~/components/learning/StreakStrip';
import { PartUnavailable } from '~/components/PartUnavailable';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { courseCardOf, narrowCardOf } from '~/lib/course-cards';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { optionalPart } from '~/lib/optional-part.server';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { pageStreakStats } from '~/lib/streak.server';

export const handle: RouteHandle = { backTo: '/profile', i18n: ['learning'] };

// The learner's home: the streak, the guides in progress, what to take next and what others take.
// The guides and the streak are each a part of the page: one the backend cannot give just now is
// said so in its place, and the rest of the page still shows.
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  const [sections, streak] = await Promise.all([
    optionalPart(callAsLearner(request, learner, 'courseSections', {}), 'The guides of /courses'),
    optionalPart(pageStreakStats(request, learner), 'The streak of /courses'),
  ]);
  return data({
    pageTitle: t('pageTitle', { title: t('learning:courses.title') }),
    pageDescription: t('pages:description.courses'),
    guides: sections ? guideListsOf(sections.data) : null,
    streak,
  });
}

/**
 * Each guide once: "New and trending" leaves out the guides already in the lists above it (the
 * whole list is a link away). Only the first recommendation, shown wide, keeps its description.
 */
function guideListsOf(sections: CourseSections) {
  const [first, ...others] = sections.recommended;
  const shown = new Set([...sections.started, ...sections.recommended].map((course) => course.id));
  return {
    continueLesson: sections.continueLesson,
    started: sections.started.map(narrowCardOf),
    recommended: first ? [courseCardOf(first), ...others.map(narrowCardOf)] : [],
    trending: sections.trending
      .filter((course) => !shown.has(course.id))
      .slice(0, trendingShown)
      .map(narrowCardOf),
    trendingCount: sections.trending.length,
  };
}

const trendingShown = 8;

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function Courses() {
  const { guides, streak } = useLoaderData<typeof loader>();
  const { t } = useTranslation('learning');

  return (
    <div className="page learning-page">
      <h1 id="page-title" className="visually-hidden">
        {t('courses.title')}
      </h1>
      <StreakStrip stats={streak} continueLesson={guides?.continueLesson ?? null} />
      {guides ? (
        <GuideLists guides={guides} />
      ) : (
        <section className="course-section" aria-labelledby="started-title">
          <div className="course-section-head">
            <h2 id="started-title">{t('courses.yourGuides')}</h2>
          </div>
          <PartUnavailable message={t('unavailable.guides')} />
        </section>
      )}
    </div>
  );
}

type GuideLists = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['guides']>;

function GuideLists({ guides }: { guides: GuideLists }) {
  const { started, recommended, trending, trendingCount } = guides;
  const { t } = useTranslation('learning');
  const [first, ...others] = recommended;
  return (
    <>
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

      <CourseSection id="trending" title={t('courses.trending')} filter="trending" count={trendingCount}>
        {trending.length > 0 ? (
          <CourseGrid courses={trending} />
        ) : (
          <p className="empty-state">{trendingCount > 0 ? t('courses.allShown') : t('courses.noTrending')}</p>
        )}
      </CourseSection>
    </>
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
