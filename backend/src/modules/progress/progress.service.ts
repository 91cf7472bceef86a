import type { Clock } from '../../clock';
import type { CourseProgressSummary, LessonProgress, SubmitPracticeResponse } from '../../contract/progress';
import { SKIPPED } from '../../contract/progress';
import { AppError } from '../../errors/app-error';
import { passes } from '../../providers/evaluator/evaluator';
import { requireCourse } from '../catalog/catalog.service';
import type {
  PublishedCatalog,
  PublishedCourse,
  PublishedLesson,
  Reader,
} from '../catalog/published-catalog';
import { type LearnerOverview, learnerOverview, type ProgressSnapshot } from './learner-overview';
import {
  type EarnedCertificate,
  earnedCertificateOf,
  type LessonRows,
  lessonProgressView,
  resumeIndex,
  unansweredRequired,
} from './lesson-rules';
import { lessonViewOf } from './lesson-view';
import type { ProgressRepository } from './progress.repository';

export type ProgressService = ReturnType<typeof createProgressService>;

/** The learner asking: their id, and their language (the lesson's words come in it when translated). */
export type Learner = Reader;

/**
 * Records a day of activity for the streak; true on the first activity of the learner's UTC day.
 * Called for learning only: a completed fragment, an answered question, a graded prompt.
 */
export interface ActivityRecorder {
  recordActivity(learnerId: number): Promise<{ streakUpdated: boolean }>;
}

/** Scores a learner's prompt for a practice (cached, never failing: the rubric answers at worst). */
export interface PromptScorer {
  evaluate(request: {
    learnerId: number;
    lang: string;
    lessonId: string;
    practiceId: string;
    prompt: string;
  }): Promise<{ score: number; comment: string; recommendedPrompt: string }>;
}

/** Hears of each certificate a learner earns (the certificates issue it); may hear it twice. */
export interface CertificateIssuer {
  certificateEarned(learnerId: number, earned: EarnedCertificate): Promise<void>;
}

interface ProgressServiceDeps {
  publishedCatalog: PublishedCatalog;
  progressRepository: ProgressRepository;
  /** Every progress row of a learner (kept in memory between requests; writes make it read again). */
  progressOf(learnerId: number): Promise<ProgressSnapshot>;
  activity: ActivityRecorder;
  promptScorer: PromptScorer;
  certificates: CertificateIssuer;
  clock: Clock;
}

interface OpenLesson {
  course: PublishedCourse;
  lesson: PublishedLesson;
  overview: LearnerOverview;
  rows: LessonRows;
}

export interface FragmentReport {
  courseId: string;
  chapterId: string;
  lessonId: string;
  fragmentId: string;
  fragmentIndex: number;
  completed: boolean;
  progressPercentage: number;
  timeSpent: number;
}

export interface PracticeAnswer {
  practiceId: string;
  practiceType: 'PROMPT_CREATION' | 'SINGLE_CHOICE_TEST';
  answer: string;
  courseId: string;
  fragmentId: string;
  fragmentIndex: number;
  lessonId: string;
}

/** A learner's way through lessons: the rules of SPEC §4, decided here and nowhere else. */
export function createProgressService(deps: ProgressServiceDeps) {
  const { publishedCatalog, progressRepository, progressOf, activity, promptScorer, certificates, clock } =
    deps;

  async function overviewOf(learner: Learner) {
    const [catalog, snapshot] = await Promise.all([
      publishedCatalog.current(learner.lang),
      progressOf(learner.id),
    ]);
    return { catalog, overview: learnerOverview(snapshot, catalog) };
  }

  /** The lesson and the learner's rows in it; 404 for an unknown lesson, 403 while it is locked. */
  async function openLesson(learner: Learner, lessonId: string): Promise<OpenLesson> {
    const { catalog, overview } = await overviewOf(learner);
    const lesson = catalog.lesson(lessonId);
    if (!lesson) throw AppError.notFound('Lesson not found');
    const course = requireCourse(catalog, lesson.courseId);
    const state = overview.lessonStates(course).get(lesson.id);
    if (state?.state === 'locked') {
      throw state.lockedReason === 'boost'
        ? new AppError(403, 'BoostLocked', 'Boost opens when the core guides are completed')
        : new AppError(403, 'LessonLocked', 'Finish the lesson before this one first');
    }
    return {
      course,
      lesson,
      overview,
      rows: overview.rowsOfLesson(course.id, lesson.id),
    };
  }

  /** Starts the lesson (and its guide) if it is not yet: any step in a lesson counts as starting it. */
  async function ensureStarted(learnerId: number, open: OpenLesson) {
    const now = clock();
    await progressRepository.startCourse(learnerId, open.course.id, open.lesson.id, now);
    await progressRepository.startLesson(learnerId, open.lesson, now);
  }

  function checkFragmentIndex(lesson: PublishedLesson, fragmentIndex: number) {
    if (fragmentIndex >= lesson.fragments.length)
      throw new AppError(
        400,
        'FragmentOutOfRange',
        `fragmentIndex must be from 0 to ${lesson.fragments.length - 1} for this lesson`,
      );
  }

  function mismatch(what: string): AppError {
    return new AppError(400, 'ProgressMismatch', `${what} does not match the lesson in the path`);
  }

  function checkNotAhead(open: OpenLesson, fragmentIndex: number) {
    if (fragmentIndex > resumeIndex(open.lesson, open.rows))
      throw new AppError(409, 'FragmentAhead', 'Complete the fragments before this one first');
  }

  async function courseSummary(learner: Learner, courseId: string): Promise<CourseProgressSummary> {
    const { catalog, overview } = await overviewOf(learner);
    const course = requireCourse(catalog, courseId);
    const counts = overview.counts(course);
    return {
      courseId,
      status: counts.status,
      completed: counts.completed,
      progressPercentage: counts.progressPercentage,
      lessonsCompleted: counts.lessonsCompleted,
      totalLessons: counts.totalLessons,
      certificateEarned: counts.certificate.earned,
      practicesToPass: counts.certificate.toPass.length,
    };
  }

  /** Issues the guide's certificate when the learner has earned it; true when earned. */
  async function issueIfEarned(learnerId: number, open: OpenLesson): Promise<boolean> {
    const earned = earnedCertificateOf(open.course, open.overview.counts(open.course));
    if (earned) await certificates.certificateEarned(learnerId, earned);
    return earned !== null;
  }

  return {
    async lesson(learner: Learner, lessonId: string) {
      const open = await openLesson(learner, lessonId);
      return lessonViewOf(open.course, open.lesson);
    },

    async lessonProgress(learner: Learner, lessonId: string): Promise<LessonProgress> {
      const open = await openLesson(learner, lessonId);
      return lessonProgressView(open.lesson, open.rows);
    },

    async startLesson(learner: Learner, lessonId: string, courseId: string) {
      const open = await openLesson(learner, lessonId);
      if (open.course.id !== courseId) throw mismatch('courseId');
      await ensureStarted(learner.id, open);
      // Opening a lesson is not learning yet: the streak waits for a part done or a practice answered.
      const after = await openLesson(learner, lessonId);
      return { lessonProgress: lessonProgressView(after.lesson, after.rows) };
    },

    async saveFragment(learner: Learner, lessonId: string, fragmentIndex: number, report: FragmentReport) {
      const open = await openLesson(learner, lessonId);
      checkFragmentIndex(open.lesson, fragmentIndex);
      if (report.lessonId !== lessonId) throw mismatch('lessonId');
      if (report.fragmentIndex !== fragmentIndex) throw mismatch('fragmentIndex');
      if (report.courseId !== open.course.id) throw mismatch('courseId');
      if (report.chapterId !== open.lesson.chapterId) throw mismatch('chapterId');
      if (report.fragmentId !== open.lesson.fragments[fragmentIndex]?.id) throw mismatch('fragmentId');
      checkNotAhead(open, fragmentIndex);
      const completed = report.completed || report.progressPercentage === 100;
      if (completed && unansweredRequired(open.lesson, fragmentIndex, open.rows).length > 0)
        throw new AppError(409, 'PracticeRequired', 'Answer or skip the practice of this fragment first');
      await ensureStarted(learner.id, open);
      await progressRepository.saveFragment({
        learnerId: learner.id,
        lessonId,
        fragmentId: report.fragmentId,
        completed,
        progressPercentage: completed ? 100 : report.progressPercentage,
        timeSpent: report.timeSpent,
        now: clock(),
      });
      if (completed) await activity.recordActivity(learner.id);
      const after = await openLesson(learner, lessonId);
      return lessonProgressView(after.lesson, after.rows);
    },

    async submitPractice(
      learner: Learner,
      lessonId: string,
      fragmentIndex: number,
      submitted: PracticeAnswer,
    ): Promise<SubmitPracticeResponse['data']> {
      const open = await openLesson(learner, lessonId);
      checkFragmentIndex(open.lesson, fragmentIndex);
      if (submitted.lessonId !== lessonId) throw mismatch('lessonId');
      if (submitted.fragmentIndex !== fragmentIndex) throw mismatch('fragmentIndex');
      if (submitted.courseId !== open.course.id) throw mismatch('courseId');
      const fragment = open.lesson.fragments[fragmentIndex];
      if (submitted.fragmentId !== fragment?.id) throw mismatch('fragmentId');
      const practice = fragment.practices.find((candidate) => candidate.id === submitted.practiceId);
      if (!practice) throw AppError.notFound('Practice not found in this fragment');
      if (practice.practiceType !== submitted.practiceType)
        throw new AppError(400, 'ProgressMismatch', `practiceType must be ${practice.practiceType}`);
      checkNotAhead(open, fragmentIndex);
      const earnedBefore = open.overview.counts(open.course).certificate.earned;

      const skipped = submitted.answer === SKIPPED;
      let isCorrect = false;
      let score: number | null = null;
      let evaluation: SubmitPracticeResponse['data']['evaluation'] = null;
      if (!skipped && practice.practiceType === 'SINGLE_CHOICE_TEST') {
        const option = practice.options.find((candidate) => candidate.id === submitted.answer);
        if (!option)
          throw new AppError(
            400,
            'UnknownOption',
            `answer must be one of the options (${practice.options.map((item) => item.id).join(', ')}) or SKIPPED`,
          );
        isCorrect = option.isCorrect;
      }
      if (!skipped && practice.practiceType === 'PROMPT_CREATION') {
        const result = await promptScorer.evaluate({
          learnerId: learner.id,
          lang: learner.lang,
          lessonId,
          practiceId: practice.id,
          prompt: submitted.answer,
        });
        score = result.score;
        isCorrect = passes(result.score);
        evaluation = { ...result, passed: isCorrect };
      }

      await ensureStarted(learner.id, open);
      const now = clock();
      const saved = await progressRepository.savePracticeResult(
        {
          learnerId: learner.id,
          practiceId: practice.id,
          lessonId,
          fragmentId: fragment.id,
          practiceType: practice.practiceType,
          answer: submitted.answer,
          isCorrect,
          completed: isCorrect,
          score,
          comment: evaluation?.comment ?? null,
          recommendedPrompt: evaluation?.recommendedPrompt ?? null,
          passedAt: isCorrect ? now : null,
          // Kept from the first real answer only (the repository never overwrites it); a skip is none.
          firstAnswerWrong: skipped ? null : !isCorrect,
        },
        now,
      );
      // An answer is learning; a skip is not (the part it lets the learner finish counts instead).
      if (!skipped) await activity.recordActivity(learner.id);
      const after = await openLesson(learner, lessonId);
      // The last required practice passed after the last lesson was finished earns the certificate here.
      const certificateEarned = !earnedBefore && (await issueIfEarned(learner.id, after));
      return {
        practiceId: practice.id,
        isCorrect,
        skipped,
        completed: saved.completed,
        evaluation,
        certificateEarned,
        lessonProgress: lessonProgressView(after.lesson, after.rows),
      };
    },

    async finishLesson(learner: Learner, chapterId: string, lessonId: string) {
      const open = await openLesson(learner, lessonId);
      if (open.lesson.chapterId !== chapterId) throw mismatch('chapterId');
      const progress = lessonProgressView(open.lesson, open.rows);
      if (!progress.finished && !progress.canFinish)
        throw new AppError(409, 'LessonIncomplete', 'Complete every fragment of the lesson first');
      const now = clock();
      await ensureStarted(learner.id, open);
      await progressRepository.finishLesson(learner.id, lessonId, now);
      const finished = await courseSummary(learner, open.course.id);
      if (finished.lessonsCompleted === finished.totalLessons)
        await progressRepository.completeCourse(learner.id, open.course.id, now);
      const after = await openLesson(learner, lessonId);
      await issueIfEarned(learner.id, after);
      const courseProgress = await courseSummary(learner, open.course.id);
      const next = open.course.lessons[open.lesson.index + 1];
      return {
        lessonProgress: lessonProgressView(after.lesson, after.rows),
        courseProgress,
        nextLesson: next
          ? { id: next.id, chapterId: next.chapterId, lang: next.lang, title: next.title }
          : null,
      };
    },

    /** Every certificate the learner has earned, by the guides of the published catalog. */
    async earnedCertificates(learnerId: number): Promise<EarnedCertificate[]> {
      const { catalog, overview } = await overviewOf({ id: learnerId, lang: 'en' });
      return catalog.courses.flatMap((course) => earnedCertificateOf(course, overview.counts(course)) ?? []);
    },

    async updateCourseProgress(
      learner: Learner,
      update: { courseId: string; lessonId?: string; started?: boolean },
    ): Promise<CourseProgressSummary> {
      const { catalog, overview } = await overviewOf(learner);
      const course = requireCourse(catalog, update.courseId);
      if (overview.isLocked(course))
        throw new AppError(403, 'BoostLocked', 'Boost opens when the core guides are completed');
      const lesson = update.lessonId ? catalog.lesson(update.lessonId) : undefined;
      if (update.lessonId && lesson?.courseId !== course.id) throw mismatch('lessonId');
      if (update.started !== false)
        await progressRepository.startCourse(learner.id, course.id, lesson?.id ?? null, clock());
      return courseSummary(learner, course.id);
    },
  };
}
