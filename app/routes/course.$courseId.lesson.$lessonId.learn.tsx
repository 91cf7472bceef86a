import { SKIPPED } from '@contract/practice-limits';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorPage } from '~/components/ErrorPage';
import { type KeptPractice, KeptPrompt } from '~/components/learning/KeptPrompt';
import { LessonBar, LessonHeading } from '~/components/learning/LessonBar';
import { CurrentFragment, EarlierFragment } from '~/components/learning/LessonFragment';
import { guideOutlineOf, LessonOutline } from '~/components/learning/LessonOutline';
import { PartUnavailable } from '~/components/PartUnavailable';
import { lessonFormSchema } from '~/forms/lesson-forms.server';
import { redirectWithToast, rethrowResponse } from '~/lib/account.server';
import { ApiError, asPageError } from '~/lib/api.server';
import { callAsLearner, learnerIdOf, requireLearner } from '~/lib/auth.server';
import { backendProblemOf } from '~/lib/authenticator.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused, statusOfProblem } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import {
  currentFragment,
  fragmentViews,
  lessonHeading,
  loadLesson,
  loadLessonProgress,
  needsSkip,
  secondsSince,
} from '~/lib/lesson.server';
import { fragmentHref, lessonPath } from '~/lib/lesson-links';
import { optionalPart } from '~/lib/optional-part.server';
import { pageMeta } from '~/lib/page-meta';
import { retryAfterHeaders } from '~/lib/retry-after-headers';
import type { RouteHandle } from '~/lib/route-handle';
import { streakMayHaveChanged } from '~/lib/streak.server';

export const handle: RouteHandle = { headerVariant: 'lesson', hideBottomNav: true, i18n: ['learning'] };

// The lesson player: one part on screen, the parts read before folded above it, and one button to
// go on; beside it on wide screens, the guide's outline. Every step is a form posted here; the
// answer is a redirect to the next part, anchored, so it works without JavaScript and a reload
// never posts twice. Finishing leads to the lesson-complete screen.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  const courseId = params.courseId ?? '';
  const lessonId = params.lessonId ?? '';
  // The outline is a part of the page: without it the lesson still shows, and says so beside it.
  const outline = optionalPart(
    callAsLearner(request, learner, 'course', { params: { id: courseId } }).then(({ data: course }) =>
      guideOutlineOf(course),
    ),
    "The lesson player's outline",
  );
  const [lessonResult, progressResult] = await Promise.allSettled([
    loadLesson(request, learner, courseId, lessonId, t('learning:lesson.notFound')),
    loadLessonProgress(request, learner, lessonId),
  ]);
  if (lessonResult.status === 'rejected') throw lessonResult.reason;
  if (progressResult.status === 'rejected') {
    rethrowResponse(progressResult.reason);
    throw asPageError(progressResult.reason);
  }
  const lesson = lessonResult.value;
  const progress = progressResult.value;
  // Known from the session (asked of the backend above when it is not): orders each question's options.
  const learnerId = await learnerIdOf(request, learner);
  const count = lesson.fragments.length;
  const current = currentFragment(progress, new URL(request.url).searchParams.get('fragment'), count);
  const last = current === count - 1;

  return withCsrf(request, {
    pageTitle: t('pageTitle', { title: lesson.title }),
    pageDescription: t('pages:description.lesson'),
    courseId,
    lesson: lessonHeading(lesson),
    fragments: fragmentViews(lesson, progress, current, learnerId),
    current,
    fragmentCount: count,
    outline: await outline,
    progressPercentage: Math.max(0, Math.min(100, progress.progressPercentage)),
    next: needsSkip(lesson, progress, current) ? 'skip' : last ? 'finish' : 'continue',
    openedAt: Date.now(),
  } as const);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { formData } = await requireForm(request);
  const learner = await requireLearner(request);
  const t = await getT(request);
  const courseId = params.courseId ?? '';
  const lessonId = params.lessonId ?? '';
  /**
   * A practice's form back with what went wrong and what was typed: nothing the learner wrote is
   * lost. When the lesson cannot be shown either (the backend is down), the error page holds it.
   */
  const refusePractice = (error: string, status = 400) =>
    refused(
      {
        practiceId: String(formData.get('practiceId') ?? ''),
        error,
        prompt: String(formData.get('prompt') ?? ''),
        fragmentIndex: String(formData.get('fragmentIndex') ?? ''),
        csrf: String(formData.get('csrf') ?? ''),
      },
      status,
    );
  const parsed = lessonFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '';
    return refusePractice(message.startsWith('learning:') ? message : 'learning:lesson.errors.invalid');
  }
  const form = parsed.data;
  // Each step records the day's activity on the backend.
  streakMayHaveChanged(learner);
  let lesson: Awaited<ReturnType<typeof loadLesson>>;
  let userId: number;
  try {
    lesson = await loadLesson(request, learner, courseId, lessonId, t('learning:lesson.notFound'));
    userId = await learnerIdOf(request, learner);
  } catch (error) {
    const problem = backendProblemOf(error);
    if (form.intent === 'prompt' && (problem?.kind === 'unreachable' || problem?.kind === 'busy'))
      return refusePractice('learning:lesson.errors.practiceFailed', statusOfProblem(problem));
    throw error;
  }
  const index = form.fragmentIndex;
  const fragment = lesson.fragments[index];
  const here = (anchor?: string) => fragmentHref(courseId, lessonId, index, anchor);
  if (!fragment) return redirect(lessonPath(courseId, lessonId, 'learn'), 303);
  const progressParams = { userId, lessonId, fragmentIndex: index };
  const practiceBody = (practiceId: string, practiceType: 'PROMPT_CREATION' | 'SINGLE_CHOICE_TEST') => ({
    practiceId,
    practiceType,
    courseId,
    fragmentId: fragment.id,
    fragmentIndex: index,
    lessonId,
  });
  /** A step the backend refused or could not take: back to the fragment with what went wrong. */
  const failed = async (error: unknown, key: string, anchor?: string) => {
    rethrowResponse(error);
    if (error instanceof ApiError && error.code === 'PracticeRequired')
      key = 'learning:lesson.errors.practiceRequired';
    else if (error instanceof ApiError && error.code === 'FragmentAhead')
      key = 'learning:lesson.errors.ahead';
    else console.error(`Lesson step failed (${form.intent})`, error);
    return redirectWithToast(request, here(anchor), { type: 'error', key });
  };

  if (form.intent === 'answer' || form.intent === 'prompt') {
    const practice = fragment.practices.find((candidate) => candidate.id === form.practiceId);
    if (!practice) return redirect(here(), 303);
    const answer = form.intent === 'answer' ? form.option : form.prompt;
    let certificateEarned = false;
    try {
      const { data: submitted } = await callAsLearner(request, learner, 'submitPractice', {
        params: progressParams,
        body: { ...practiceBody(practice.id, practice.practiceType), answer },
      });
      certificateEarned = submitted.certificateEarned;
    } catch (error) {
      rethrowResponse(error);
      if (!(error instanceof ApiError && error.code === 'FragmentAhead')) {
        console.error('Saving a practice answer failed', error);
        const problem = backendProblemOf(error);
        return refusePractice(
          'learning:lesson.errors.practiceFailed',
          problem ? statusOfProblem(problem) : 502,
        );
      }
      return failed(error, 'learning:lesson.errors.ahead');
    }
    const result = here(`practice-${practice.id}-result`);
    // The last required practice passed after every lesson: the certificate is there now.
    if (certificateEarned)
      return redirectWithToast(request, result, {
        type: 'success',
        key: 'certificates:progress.earned',
        values: { title: lesson.course.title },
      });
    return redirect(result, 303);
  }

  if (form.intent === 'skip') {
    try {
      // A skip never replaces a real answer on the backend, so every practice of the fragment goes.
      for (const practice of fragment.practices) {
        await callAsLearner(request, learner, 'submitPractice', {
          params: progressParams,
          body: { ...practiceBody(practice.id, practice.practiceType), answer: SKIPPED, isCorrect: false },
        });
      }
    } catch (error) {
      return failed(error, 'learning:lesson.errors.saveFailed');
    }
  }

  try {
    await callAsLearner(request, learner, 'saveFragmentProgress', {
      params: progressParams,
      body: {
        courseId,
        chapterId: lesson.chapter.id,
        lessonId,
        fragmentId: fragment.id,
        fragmentIndex: index,
        completed: true,
        progressPercentage: 100,
        timeSpent: secondsSince(form.openedAt),
      },
    });
  } catch (error) {
    return failed(error, 'learning:lesson.errors.saveFailed');
  }

  const nextIndex = index + 1;
  const nextFragment = lesson.fragments[nextIndex];
  if (form.intent !== 'finish' && nextFragment) {
    // The next fragment is started; if that report fails the learner still goes on.
    await callAsLearner(request, learner, 'saveFragmentProgress', {
      params: { userId, lessonId, fragmentIndex: nextIndex },
      body: {
        courseId,
        chapterId: lesson.chapter.id,
        lessonId,
        fragmentId: nextFragment.id,
        fragmentIndex: nextIndex,
        completed: false,
        progressPercentage: 0,
        timeSpent: 0,
      },
    }).catch((error: unknown) => {
      rethrowResponse(error);
      console.warn('Reporting the next fragment started failed', error);
    });
    return redirect(fragmentHref(courseId, lessonId, nextIndex), 303);
  }

  try {
    await callAsLearner(request, learner, 'finishLesson', {
      params: { userId, chapterId: lesson.chapter.id, lessonId },
    });
  } catch (error) {
    return failed(error, 'learning:lesson.errors.finishFailed');
  }
  // The lesson-complete screen says what was learned and what comes next (the certificate too).
  return redirect(lessonPath(courseId, lessonId, 'done'), 303);
}

export const meta = pageMeta;
// A busy backend's failure, shown by the error boundary, says when to try again.
export const headers = retryAfterHeaders;

export default function LessonPlayer() {
  const { courseId, lesson, fragments, current, fragmentCount, progressPercentage, next, openedAt, outline } =
    useLoaderData<typeof loader>();
  const refusal = (useActionData<typeof action>() as Refusal | undefined) ?? null;
  const { t } = useTranslation('learning');
  useFocusOnAnchor();
  const action = lessonPath(courseId, lesson.id, 'learn');
  const label = {
    continue: t('lesson.continue'),
    skip: t('lesson.skipPractice'),
    finish: t('lesson.finish'),
  }[next];
  const shared = { action, refusal, count: fragmentCount };
  const currentFragment = fragments.find((fragment) => fragment.index === current);

  return (
    <div className="lesson-screen lesson-screen-outlined">
      <LessonBar courseId={courseId} percent={progressPercentage} />
      <div className="lesson-layout">
        <article className="page lesson-page lesson-player" aria-labelledby="page-title">
          <LessonHeading
            number={lesson.number}
            total={lesson.totalLessons}
            course={lesson.courseTitle}
            courseLang={lesson.courseLang}
            title={lesson.title}
            lang={lesson.lang}
          />
          {current > 0 ? (
            <div className="fragments-earlier">
              {fragments
                .filter((fragment) => fragment.index < current)
                .map((fragment) => (
                  <EarlierFragment key={fragment.id} fragment={fragment} {...shared} />
                ))}
            </div>
          ) : null}
          {currentFragment ? <CurrentFragment fragment={currentFragment} {...shared} /> : null}
          <div className="lesson-footer">
            <Form method="post" action={action} className="lesson-next">
              <CsrfInput />
              <input type="hidden" name="intent" value={next} />
              <input type="hidden" name="fragmentIndex" value={current} />
              <input type="hidden" name="openedAt" value={openedAt} />
              {next === 'skip' ? <p className="muted lesson-next-hint">{t('lesson.skipHint')}</p> : null}
              <button
                type="submit"
                className={`button ${next === 'skip' ? 'button-secondary' : 'button-primary'}`}
              >
                {label}
              </button>
            </Form>
          </div>
        </article>
        {outline ? (
          <LessonOutline guide={outline} lessonId={lesson.id} />
        ) : (
          <aside className="lesson-outline" aria-label={t('outline.kicker')}>
            <PartUnavailable message={t('unavailable.outline')} />
          </aside>
        )}
      </div>
    </div>
  );
}

type Refusal = KeptPractice | null;

/**
 * The lesson could not be shown (the backend is down or failing). A prompt sent just before comes
 * back here, in its box, with the form to send it again.
 */
export function ErrorBoundary() {
  const refusal = useActionData<typeof action>() as Refusal | undefined;
  // Only a signed-in learner reaches the lesson player: anyone else is sent to sign in first.
  return <ErrorPage signedIn>{refusal?.prompt ? <KeptPrompt kept={refusal} /> : null}</ErrorPage>;
}

/**
 * With JavaScript, a step ends on the same page: move focus to what the step revealed (the next
 * fragment, a practice's result), as the browser does for a new page's anchor.
 */
function useFocusOnAnchor() {
  const location = useLocation();
  useEffect(() => {
    if (!location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    target?.focus({ preventScroll: false });
  }, [location]);
}
