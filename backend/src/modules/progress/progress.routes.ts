import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../contract/operations';
import { AppError } from '../../errors/app-error';
import { errors, operationRoute } from '../../http/operation-route';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { CatalogService } from '../catalog/catalog.service';
import type { ProgressService } from './progress.service';

interface ProgressRoutesOptions {
  progressService: ProgressService;
  catalogService: CatalogService;
  guard: LearnerGuard;
}

const tags = ['progress'];
const security = [{ learnerToken: [] }];
const readErrors = errors(400, 401, 403, 404);
const writeErrors = errors(400, 401, 403, 404, 409);

/** The learner in the path must be the caller: nobody reads or writes another learner's progress. */
function callerOnly(request: { learner: { id: number } | null }, userId: number) {
  if (request.learner?.id !== userId)
    throw AppError.forbidden('You can only see and change your own progress');
}

/** SPEC §7's user-course-progress calls. Writes can be repeated: the second changes nothing. */
export const progressRoutes: FastifyPluginAsyncZod<ProgressRoutesOptions> = async (app, options) => {
  const { progressService, catalogService, guard } = options;
  app.addHook('onRequest', guard.requireSubscriber);

  app.route({
    ...operationRoute(app, operations.courseProgress, {
      operationId: 'courseProgress',
      security,
      tags,
      summary: 'The learner’s progressInfo in a guide',
      response: readErrors,
    }),
    handler: async (request) => {
      callerOnly(request, request.params.userId);
      const course = await catalogService.detail(learnerOf(request), request.params.courseId);
      return { data: course.progressInfo };
    },
  });

  app.route({
    ...operationRoute(app, operations.lessonProgress, {
      operationId: 'lessonProgress',
      security,
      tags,
      summary: 'The learner’s progress in a lesson: where it resumes and each fragment (fragmentProgress)',
      description: '403 LessonLocked or BoostLocked while the lesson cannot be opened.',
      response: readErrors,
    }),
    handler: async (request) => {
      callerOnly(request, request.params.userId);
      return { data: await progressService.lessonProgress(learnerOf(request), request.params.lessonId) };
    },
  });

  app.route({
    ...operationRoute(app, operations.saveFragmentProgress, {
      operationId: 'saveFragmentProgress',
      security,
      tags,
      summary: 'Reports a fragment started (completed false) or completed',
      description:
        'A completed fragment stays completed; seconds keep the larger report. 400 FragmentOutOfRange, ' +
        '400 ProgressMismatch when the body names another lesson, chapter or fragment; 409 FragmentAhead ' +
        'past the first incomplete fragment; 409 PracticeRequired while a required practice has no answer.',
      response: writeErrors,
    }),
    handler: async (request) => {
      const { userId, lessonId, fragmentIndex } = request.params;
      callerOnly(request, userId);
      return {
        data: await progressService.saveFragment(learnerOf(request), lessonId, fragmentIndex, request.body),
      };
    },
  });

  app.route({
    ...operationRoute(app, operations.submitPractice, {
      operationId: 'submitPractice',
      security,
      tags,
      summary: 'Answers a practice: an option id, a prompt, or SKIPPED',
      description:
        'The backend decides isCorrect: the option chosen, or the prompt’s evaluation (pass at 3 or more). ' +
        'A skip never replaces a real answer. 400 UnknownOption for an answer that is not an option.',
      response: writeErrors,
    }),
    handler: async (request) => {
      const { userId, lessonId, fragmentIndex } = request.params;
      callerOnly(request, userId);
      return {
        data: await progressService.submitPractice(learnerOf(request), lessonId, fragmentIndex, request.body),
      };
    },
  });

  app.route({
    ...operationRoute(app, operations.startLesson, {
      operationId: 'startLesson',
      security,
      tags,
      summary: 'Starts a lesson (and its guide); not a day of activity for the streak by itself',
      response: readErrors,
    }),
    handler: async (request) => {
      const { userId, lessonId, courseId } = request.params;
      callerOnly(request, userId);
      const { lessonProgress } = await progressService.startLesson(learnerOf(request), lessonId, courseId);
      return { data: lessonProgress };
    },
  });

  app.route({
    ...operationRoute(app, operations.finishLesson, {
      operationId: 'finishLesson',
      security,
      tags,
      summary: 'Finishes a lesson whose fragments are all completed; the last one completes the guide',
      description: '409 LessonIncomplete while a fragment is not completed.',
      response: writeErrors,
    }),
    handler: async (request) => {
      const { userId, chapterId, lessonId } = request.params;
      callerOnly(request, userId);
      return { data: await progressService.finishLesson(learnerOf(request), chapterId, lessonId) };
    },
  });
};
