import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ErrorPage } from '~/components/ErrorPage';
import { FlameIcon } from '~/components/icons';
import { GuideWords, useTextLanguage } from '~/components/learning/GuideWords';
import { LessonBar } from '~/components/learning/LessonBar';
import { OpenMark, RightMark } from '~/components/learning/LessonIcons';
import { PartUnavailable } from '~/components/PartUnavailable';
import { rethrowResponse } from '~/lib/account.server';
import { ApiError, asPageError } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { lessonHeading, loadLesson, loadLessonProgress } from '~/lib/lesson.server';
import { type NextGuide, type NextStep, nextStepOf, practiceOutcomes } from '~/lib/lesson-complete';
import { lessonPath } from '~/lib/lesson-links';
import { optionalPart } from '~/lib/optional-part.server';
import { pageMeta } from '~/lib/page-meta';
import { retryAfterHeaders } from '~/lib/retry-after-headers';
import type { RouteHandle } from '~/lib/route-handle';
import { pageStreakStats } from '~/lib/streak.server';

export const handle: RouteHandle = { headerVariant: 'lesson', hideBottomNav: true, i18n: ['learning'] };

// The lesson-complete screen, where Finish lesson leads: what the lesson taught, how its practices
// went, the streak, the guide's progress and the one thing to do next. Only a finished lesson has
// one; any other is sent back to its player.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  const courseId = params.courseId ?? '';
  const lessonId = params.lessonId ?? '';
  const streak = optionalPart(pageStreakStats(request, learner), 'The streak of the lesson-complete screen');
  const [lesson, progress, { data: course }, stats] = await Promise.all([
    loadLesson(request, learner, courseId, lessonId, t('learning:lesson.notFound')),
    loadLessonProgress(request, learner, lessonId),
    callAsLearner(request, learner, 'course', { params: { id: courseId } }),
    streak,
  ]).catch((error: unknown) => {
    // The lesson's own answers (not found, locked) are thrown as they are.
    if (!(error instanceof ApiError)) throw error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data({ pageTitle: t('learning:lesson.notFound') }, { status: 404 });
    throw asPageError(error);
  });
  if (!progress.finished) throw redirect(lessonPath(courseId, lessonId, 'learn'), 303);

  // A completed guide whose certificate waits goes on with the next guide: the first one open and
  // not started, else another one in progress.
  let nextGuide: NextGuide | null = null;
  if (course.status === 'completed' && !course.certificate.earned) {
    nextGuide = await callAsLearner(request, learner, 'courseSections', {}).then(
      ({ data: sections }) => {
        const guide =
          sections.recommended[0] ??
          sections.started.find((other) => other.id !== course.id && other.status !== 'completed');
        return guide ? { id: guide.id, title: guide.title, lang: guide.lang } : null;
      },
      (error: unknown) => {
        rethrowResponse(error);
        return null;
      },
    );
  }

  return data({
    pageTitle: t('pageTitle', { title: t('learning:done.pageTitle', { title: lesson.title }) }),
    courseId,
    lesson: lessonHeading(lesson),
    keyPoints: lesson.keyPoints,
    practices: practiceOutcomes(courseId, lesson, progress),
    streak: stats,
    guide: {
      title: course.title,
      lang: course.lang,
      completed: course.status === 'completed',
      percent: course.progressPercentage,
      done: course.lessonsCompleted,
      total: course.totalLessons,
      practicesToPass: course.certificate.practicesToPass.length,
      certificateEarned: course.certificate.earned,
    },
    next: nextStepOf(course, lessonId, nextGuide),
  });
}

export const meta = pageMeta;
// A busy backend's failure, shown by the error boundary, says when to try again.
export const headers = retryAfterHeaders;

export default function LessonComplete() {
  const { courseId, lesson, keyPoints, practices, streak, guide, next } = useLoaderData<typeof loader>();
  const { t } = useTranslation('learning');
  const textLang = useTextLanguage();
  const passed = practices.filter((practice) => practice.state === 'passed').length;
  const guidePage = `/course/${encodeURIComponent(courseId)}`;

  return (
    <div className="lesson-screen">
      <LessonBar courseId={courseId} percent={100} />
      <article className="page lesson-done" aria-labelledby="page-title">
        <header className="done-hero">
          <span className="done-badge" aria-hidden="true">
            <RightMark />
          </span>
          <p className="lesson-kicker muted">
            <GuideWords
              text={t('lesson.kicker', {
                number: lesson.number,
                total: lesson.totalLessons,
                course: lesson.courseTitle,
              })}
              words={lesson.courseTitle}
              lang={lesson.courseLang}
            />
          </p>
          <h1 id="page-title">
            {guide.completed && next.kind !== 'lesson' ? t('done.guideTitle') : t('done.title')}
          </h1>
          <p className="done-lesson-title" lang={textLang(lesson.lang)}>
            {lesson.title}
          </p>
        </header>

        {keyPoints.length > 0 ? (
          <section className="done-card" aria-labelledby="learned-title">
            <h2 id="learned-title" className="done-card-title">
              {t('done.learned')}
            </h2>
            <ul className="done-points" lang={textLang(lesson.lang)}>
              {keyPoints.map((point) => (
                <li key={point}>
                  <RightMark className="done-point-mark" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {practices.length > 0 ? (
          <section className="done-card" aria-labelledby="practices-title">
            <h2 id="practices-title" className="done-card-title">
              {t('done.practices', { passed, count: practices.length })}
            </h2>
            <ul className="done-practices">
              {practices.map((practice) => (
                <li key={practice.id} className={`done-practice done-practice-${practice.state}`}>
                  {practice.state === 'passed' ? (
                    <RightMark className="done-practice-mark" />
                  ) : (
                    <OpenMark className="done-practice-mark" />
                  )}
                  <span className="done-practice-text">
                    <span className="done-practice-kind muted">
                      {t(practice.kind === 'choice' ? 'practice.quiz' : 'practice.prompt')}
                    </span>
                    <span lang={textLang(practice.lang)}>{practice.title}</span>
                    <span className={`done-practice-state done-practice-state-${practice.state}`}>
                      {t(`done.practice.${practice.state}`)}
                    </span>
                  </span>
                  {practice.state === 'passed' ? null : (
                    <Link to={practice.href} className="text-link done-practice-again">
                      {t('done.tryAgain')}
                      <span className="visually-hidden">
                        : <span lang={textLang(practice.lang)}>{practice.title}</span>
                      </span>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="done-stats">
          <section className="done-card done-streak" aria-labelledby="done-streak-title">
            <h2 id="done-streak-title" className="done-card-title">
              {t('streak.title')}
            </h2>
            {streak ? (
              <>
                <p className="done-streak-count">
                  <span className="done-flame" aria-hidden="true">
                    <FlameIcon lit={streak.totalActiveDays > 0} />
                  </span>
                  <span>{t('streak.days', { count: streak.currentStreak })}</span>
                </p>
                <p className="muted done-streak-note">
                  {streak.activeToday ? t('done.streakToday') : t('streak.howToKeep')}
                </p>
              </>
            ) : (
              <PartUnavailable message={t('unavailable.streak')} />
            )}
          </section>
          <section className="done-card done-progress" aria-labelledby="done-progress-title">
            <h2 id="done-progress-title" className="done-card-title">
              {t('done.guideProgress')}
            </h2>
            <ProgressRing percent={guide.percent} />
            <p className="done-progress-text">
              <span className="visually-hidden">{t('done.ringLabel', { percent: guide.percent })} </span>
              <span lang={textLang(guide.lang)}>{guide.title}</span>
              <br />
              <span className="muted">
                {t('course.progress', { done: guide.done, total: guide.total, percent: guide.percent })}
              </span>
            </p>
          </section>
        </div>

        {guide.completed && !guide.certificateEarned && guide.practicesToPass > 0 && next.kind === 'guide' ? (
          <p className="done-certificate-note">
            {t('done.certificateWaits', { count: guide.practicesToPass })}{' '}
            <Link to={`${guidePage}#certificate-title`} className="text-link">
              {t('done.seePractices')}
            </Link>
          </p>
        ) : null}

        <div className="lesson-footer done-footer">
          <NextAction next={next} />
          <Link to={guidePage} className="text-link done-back">
            {t('done.backToGuide')}
          </Link>
        </div>
      </article>
    </div>
  );
}

/** The one big action, with what it leads to said above it. */
function NextAction({ next }: { next: NextStep }) {
  const { t } = useTranslation('learning');
  const textLang = useTextLanguage();
  if (next.kind === 'certificate')
    return (
      <>
        <p className="done-next-what">{t('done.certificateReady')}</p>
        {/* A file, so a plain link: the browser saves the PDF and stays here. */}
        <a href={next.href} className="button button-primary done-next">
          {t('certificate.get')}
        </a>
      </>
    );
  if (next.kind === 'practices')
    return (
      <>
        <p className="done-next-what">{t('done.certificateWaits', { count: next.count })}</p>
        <Link to={next.href} className="button button-primary done-next">
          {t('done.passPractices')}
        </Link>
      </>
    );
  return (
    <>
      <p className="done-next-what">
        <span className="muted">{t('done.upNext')}</span> <span lang={textLang(next.lang)}>{next.title}</span>
      </p>
      <Link to={next.href} className="button button-primary done-next">
        {next.kind === 'lesson' ? t('done.nextLesson') : t('done.nextGuide')}
      </Link>
    </>
  );
}

// A full circle: the guide's finished lessons over all. The words beside it say the same.
const radius = 52;
const circumference = 2 * Math.PI * radius;

function ProgressRing({ percent }: { percent: number }) {
  const filled = (Math.max(0, Math.min(100, percent)) / 100) * circumference;
  return (
    <svg
      className="done-ring"
      viewBox="0 0 120 120"
      width="120"
      height="120"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="done-ring-track" cx="60" cy="60" r={radius} />
      <circle
        className={`done-ring-value${percent >= 100 ? ' done-ring-full' : ''}`}
        cx="60"
        cy="60"
        r={radius}
        strokeDasharray={`${filled} ${circumference}`}
      />
      <text className="done-ring-text" x="60" y="60" textAnchor="middle" dominantBaseline="central">
        {percent}%
      </text>
    </svg>
  );
}

export function ErrorBoundary() {
  return <ErrorPage signedIn />;
}
