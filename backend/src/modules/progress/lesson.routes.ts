import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../contract/errors';
import {
  lessonParams,
  lessonResponse,
  updateCourseProgressRequest,
  updateCourseProgressResponse,
} from '../../contract/progress';
import { createDataAnswers } from '../../http/data-answers';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { ProgressService } from './progress.service';

interface LessonRoutesOptions {
  progressService: ProgressService;
  guard: LearnerGuard;
}

/** A lesson's content, for learners who may open it. */
export const lessonRoutes: FastifyPluginAsyncZod<LessonRoutesOptions> = async (
  app,
  { progressService, guard },
) => {
  const lessonAnswers = createDataAnswers(lessonResponse);
  app.get(
    '/:lessonId',
    {
      onRequest: guard.requireSubscriber,
      schema: {
        operationId: 'getLesson',
        security: [{ learnerToken: [] }],
        tags: ['progress'],
        summary: 'A lesson with its fragments and practices',
        description:
          '403 LessonLocked until the lesson before is finished; 403 BoostLocked for a locked Boost guide.',
        params: lessonParams,
        response: {
          200: lessonResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) =>
      lessonAnswers.send(reply, await progressService.lesson(learnerOf(request), request.params.lessonId)),
  );
};

/** POST /api/product-user/update-course-progress: the guide started, and where the learner is. */
export const courseProgressRoutes: FastifyPluginAsyncZod<LessonRoutesOptions> = async (
  app,
  { progressService, guard },
) => {
  app.post(
    '/update-course-progress',
    {
      onRequest: guard.requireSubscriber,
      schema: {
        operationId: 'updateCourseProgress',
        security: [{ learnerToken: [] }],
        tags: ['progress'],
        summary: 'Marks a guide started at a lesson; completion and percentages are computed, not taken',
        body: updateCourseProgressRequest,
        response: {
          200: updateCourseProgressResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await progressService.updateCourseProgress(learnerOf(request), request.body),
    }),
  );
};
