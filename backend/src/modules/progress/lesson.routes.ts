import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../contract/operations';
import { lessonResponse } from '../../contract/progress';
import { createDataAnswers } from '../../http/data-answers';
import { errors, operationRoute } from '../../http/operation-route';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { ProgressService } from './progress.service';

interface LessonRoutesOptions {
  progressService: ProgressService;
  guard: LearnerGuard;
}

const security = [{ learnerToken: [] }];
const tags = ['progress'];

/** A lesson's content, for learners who may open it. */
export const lessonRoutes: FastifyPluginAsyncZod<LessonRoutesOptions> = async (
  app,
  { progressService, guard },
) => {
  const lessonAnswers = createDataAnswers(lessonResponse);
  app.route({
    ...operationRoute(app, operations.lesson, {
      operationId: 'getLesson',
      security,
      tags,
      summary: 'A lesson with its fragments and practices',
      description:
        '403 LessonLocked until the lesson before is finished; 403 BoostLocked for a locked Boost guide.',
      response: errors(400, 401, 403, 404),
    }),
    onRequest: guard.requireSubscriber,
    handler: async (request, reply) =>
      lessonAnswers.send(reply, await progressService.lesson(learnerOf(request), request.params.lessonId)),
  });
};

/** POST /api/product-user/update-course-progress: the guide started, and where the learner is. */
export const courseProgressRoutes: FastifyPluginAsyncZod<LessonRoutesOptions> = async (
  app,
  { progressService, guard },
) => {
  app.route({
    ...operationRoute(app, operations.updateCourseProgress, {
      operationId: 'updateCourseProgress',
      security,
      tags,
      summary: 'Marks a guide started at a lesson; completion and percentages are computed, not taken',
      response: errors(400, 401, 403, 404),
    }),
    onRequest: guard.requireSubscriber,
    handler: async (request) => ({
      data: await progressService.updateCourseProgress(learnerOf(request), request.body),
    }),
  });
};
