import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../contract/errors';
import {
  streakResponse,
  streakStatsResponse,
  updateActivityRequest,
  updateActivityResponse,
} from '../../contract/streaks';
import { AppError } from '../../errors/app-error';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { StreakService } from './streak.service';

interface StreakRoutesOptions {
  streakService: StreakService;
  guard: LearnerGuard;
}

const tags = ['streaks'];
const security = [{ learnerToken: [] }];

/** The signed-in learner's streak: days count in UTC. */
export const streakRoutes: FastifyPluginAsyncZod<StreakRoutesOptions> = async (app, options) => {
  const { streakService, guard } = options;
  const signedIn = guard.requireSubscriber;

  app.get(
    '/streak',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getStreak',
        security,
        tags,
        summary: 'The current and longest streak and every active day',
        description:
          'Under `data`. Streaks count UTC days; a frozen day keeps a streak going (see streak-stats).',
        response: { 200: streakResponse, 401: errorResponse },
      },
    },
    async (request) => ({ data: await streakService.streak(learnerOf(request).id) }),
  );

  app.get(
    '/streak-stats',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getStreakStats',
        security,
        tags,
        summary: 'Streak figures, this week Sunday to Saturday, and streak freezes',
        description:
          'Under `data`. A streak is the run of active UTC days ending today, or yesterday while today has ' +
          'no activity yet; a streak freeze covers a single missed day.',
        response: { 200: streakStatsResponse, 401: errorResponse },
      },
    },
    async (request) => ({ data: await streakService.stats(learnerOf(request).id) }),
  );

  app.post(
    '/update-activity',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateActivity',
        security,
        tags,
        summary: 'Counts today (UTC) as active: Mark Today as Active',
        description:
          'Send no body, or {}: anything else is 400 ValidationError. `streakUpdated` is true for the first activity of the UTC day only, ' +
          'also when several arrive at once; the streak figures after it come beside it.',
        response: { 200: updateActivityResponse, 400: errorResponse, 401: errorResponse },
      },
      // Checked here rather than as `body`, which the API description would call required.
      preValidation: async (request) => {
        const body = request.body === '' ? null : request.body;
        if (!updateActivityRequest.safeParse(body).success) {
          throw new AppError(400, 'ValidationError', 'update-activity takes no fields: send no body, or {}');
        }
      },
    },
    async (request) => ({ data: await streakService.updateActivity(learnerOf(request).id) }),
  );
};
