import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { useTextLanguage } from '~/components/learning/GuideWords';
import { LessonBar, LessonHeading } from '~/components/learning/LessonBar';
import { rethrowResponse } from '~/lib/account.server';
import { callAsLearner, learnerIdOf, requireLearner } from '~/lib/auth.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { lessonHeading, loadLesson } from '~/lib/lesson.server';
import { lessonPath } from '~/lib/lesson-links';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { headerVariant: 'lesson', hideBottomNav: true, i18n: ['learning'] };

// The lesson's start screen: what it is about, and a button that starts it (a form).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  const courseId = params.courseId ?? '';
  const lesson = await loadLesson(
    request,
    learner,
    courseId,
    params.lessonId ?? '',
    t('learning:lesson.notFound'),
  );
  return withCsrf(request, {
    pageTitle: t('pageTitle', { title: lesson.title }),
    pageDescription: t('pages:description.lesson'),
    courseId,
    lesson: {
      ...lessonHeading(lesson),
      contentHtml: lesson.contentHtml,
      fragmentCount: lesson.fragments.length,
    },
  });
}

// Starting records the lesson on the backend (not a day of the streak: that waits for a part done
// or a practice answered); whatever fails there, the learner goes on to the lesson (SPEC §4), which
// loads their progress itself.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireForm(request);
  const learner = await requireLearner(request);
  const courseId = params.courseId ?? '';
  const lessonId = params.lessonId ?? '';
  const learn = lessonPath(courseId, lessonId, 'learn');
  try {
    const userId = await learnerIdOf(request, learner);
    await callAsLearner(request, learner, 'startLesson', { params: { userId, lessonId, courseId } });
  } catch (error) {
    rethrowResponse(error);
    console.warn('Starting the lesson failed; going on to it', error);
  }
  return redirect(learn, 303);
}

export const meta = pageMeta;

export default function LessonStart() {
  const { courseId, lesson } = useLoaderData<typeof loader>();
  const { t } = useTranslation('learning');
  const textLang = useTextLanguage();
  return (
    <div className="lesson-screen">
      <LessonBar courseId={courseId} percent={0} />
      <article className="page lesson-page lesson-start" aria-labelledby="page-title">
        <LessonHeading
          number={lesson.number}
          total={lesson.totalLessons}
          course={lesson.courseTitle}
          courseLang={lesson.courseLang}
          title={lesson.title}
          lang={lesson.lang}
        />
        <p className="lesson-facts muted">
          {lesson.minutes ? `${t('course.minutes', { count: lesson.minutes })} · ` : ''}
          {t('lesson.parts', { count: lesson.fragmentCount })}
        </p>
        {lesson.contentHtml ? (
          <div
            className="prose lesson-intro"
            lang={textLang(lesson.lang)}
            // Sanitised by the backend when the lesson was imported (SPEC §5 rules).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the content import
            dangerouslySetInnerHTML={{ __html: lesson.contentHtml }}
          />
        ) : (
          <p className="lesson-intro">{t('lesson.welcome')}</p>
        )}
        <div className="lesson-footer">
          <Form method="post" className="lesson-next">
            <CsrfInput />
            <button type="submit" className="button button-primary">
              {t('lesson.start')}
            </button>
          </Form>
        </div>
      </article>
    </div>
  );
}
