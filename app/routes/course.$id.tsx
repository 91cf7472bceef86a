import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { GuideCertificate } from '~/components/learning/GuideCertificate';
import { GuideWords, useTextLanguage } from '~/components/learning/GuideWords';
import { ApiError, asPageError } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { type GuidePageLesson, guidePageOf } from '~/lib/guide-page';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { lessonHref } from '~/lib/lesson-links';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { backTo: '/courses', i18n: ['learning'] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  try {
    const { data: course } = await callAsLearner(request, learner, 'course', {
      params: { id: params.id ?? '' },
    });
    return data({
      pageTitle: t('pageTitle', { title: course.title }),
      pageDescription: t('pages:description.guide'),
      course: guidePageOf(course),
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data({ pageTitle: t('learning:course.notFound') }, { status: 404 });
    throw asPageError(error);
  }
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

type Lesson = GuidePageLesson;

export default function Course() {
  const { course } = useLoaderData<typeof loader>();
  const { t } = useTranslation('learning');
  const { image } = course;
  // The chapter with the first unfinished lesson opens; the last one when all are done.
  const openChapter =
    course.chapters.find((chapter) => chapter.lessons.some((lesson) => lesson.state !== 'finished')) ??
    course.chapters.at(-1);
  const next = course.chapters
    .flatMap((chapter) => chapter.lessons)
    .find((lesson) => lesson.id === course.nextLessonId);
  const reached = course.milestone;
  const textLang = useTextLanguage();
  const courseLang = textLang(course.lang);
  // A locked lesson names the one to finish first: the lesson before it in the guide.
  const lessons = course.chapters.flatMap((chapter) => chapter.lessons);
  const previousOf = new Map(lessons.slice(1).map((lesson, index) => [lesson.id, lessons[index]]));

  return (
    <article className="page course-page" aria-labelledby="page-title">
      <img
        className="course-hero"
        src={image.medium}
        srcSet={`${image.small} 640w, ${image.medium} 960w, ${image.large} 1280w`}
        sizes="(min-width: 768px) 720px, 100vw"
        width={image.width}
        height={image.height}
        alt={image.alt}
        lang={courseLang}
      />
      <p className="course-card-badges">
        <span className="badge">{t(`levels.${course.level}`)}</span>
        {course.locked ? <span className="badge badge-muted">{t('card.locked')}</span> : null}
        {course.status === 'completed' ? (
          <span className="badge badge-success">{t('card.completed')}</span>
        ) : null}
      </p>
      <h1 id="page-title" lang={courseLang}>
        {course.title}
      </h1>
      <p className="muted" lang={courseLang}>
        {course.description}
      </p>

      <div className="course-progress">
        <progress
          className="progress-bar"
          max={100}
          value={course.progressPercentage}
          aria-labelledby="course-progress-text"
        />
        <p id="course-progress-text">
          {t('course.progress', {
            done: course.lessonsCompleted,
            total: course.totalLessons,
            percent: course.progressPercentage,
          })}
        </p>
      </div>

      {reached ? (
        <section className="progress-message" aria-labelledby="milestone-title" lang={courseLang}>
          <h2 id="milestone-title">{reached.title}</h2>
          <p>{reached.description}</p>
        </section>
      ) : null}

      {/* Once every lesson is finished, the certificate is what is left to do: it comes first. */}
      {course.status === 'completed' ? <GuideCertificate course={course} /> : null}

      {course.locked ? (
        <div className="account-notice">
          <p>{t('course.boostLocked')}</p>
          <Link to="/boost" className="text-link">
            {t('course.seeBoost')}
          </Link>
        </div>
      ) : next && next.state !== 'locked' ? (
        <Link to={lessonHref(course.id, next)} className="button button-primary course-start">
          {next.state === 'current'
            ? t('course.continueLesson')
            : next.state === 'finished'
              ? t('course.reviewGuide')
              : t('course.startLesson')}
        </Link>
      ) : null}

      {course.status === 'completed' ? null : <GuideCertificate course={course} />}

      <div className="chapters">
        {course.chapters.map((chapter, index) => (
          <details key={chapter.id} className="chapter" open={chapter.id === openChapter?.id}>
            <summary className="chapter-summary">
              <span className="chapter-title">
                <GuideWords
                  text={t('course.chapter', { number: index + 1, title: chapter.title })}
                  words={chapter.title}
                  lang={chapter.lang}
                />
              </span>
              <span className="chapter-progress muted">
                {t('course.chapterProgress', {
                  done: chapter.finishedLessons,
                  total: chapter.lessons.length,
                })}
              </span>
            </summary>
            <ol className="lesson-list">
              {chapter.lessons.map((lesson) => (
                <LessonRow
                  key={lesson.id}
                  courseId={course.id}
                  lesson={lesson}
                  previous={previousOf.get(lesson.id)}
                />
              ))}
            </ol>
          </details>
        ))}
      </div>
    </article>
  );
}

const stateLabel = {
  finished: 'course.lessonFinished',
  current: 'course.lessonCurrent',
  available: 'course.lessonAvailable',
  locked: 'course.lessonLocked',
} as const;

function LessonRow({ courseId, lesson, previous }: { courseId: string; lesson: Lesson; previous?: Lesson }) {
  const { t } = useTranslation('learning');
  const textLang = useTextLanguage();
  const status =
    lesson.state !== 'locked' ? (
      t(stateLabel[lesson.state])
    ) : lesson.lockedReason === 'boost' || !previous ? (
      t(lesson.lockedReason === 'boost' ? 'course.lockedBoost' : 'course.lockedPrevious')
    ) : (
      <GuideWords
        text={t('course.lockedAfter', { lesson: previous.title })}
        words={previous.title}
        lang={previous.lang}
      />
    );
  const body = (
    <>
      <span className={`lesson-state lesson-state-${lesson.state}`} aria-hidden="true" />
      <span className="lesson-text">
        <span className="lesson-title" lang={textLang(lesson.lang)}>
          {lesson.title}
        </span>
        <span className="lesson-meta muted">
          {lesson.minutes ? `${t('course.minutes', { count: lesson.minutes })} · ` : ''}
          {status}
        </span>
      </span>
    </>
  );
  return (
    <li className={`lesson-row lesson-row-${lesson.state}`}>
      {lesson.state === 'locked' ? (
        <span className="lesson-link lesson-link-locked">{body}</span>
      ) : (
        <Link to={lessonHref(courseId, lesson)} className="lesson-link">
          {body}
        </Link>
      )}
    </li>
  );
}
