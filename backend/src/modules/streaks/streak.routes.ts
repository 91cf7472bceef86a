import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../contract/operations';
import { errors, operationRoute } from '../../http/operation-route';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { StreakService } from './streak.service';

interface StreakRoutesOptions {
  streakService: StreakService;
  guard: LearnerGuard;
}

const tags = ['streaks'];
const security = [{ learnerToken: [] }];

/**
 * The signed-in learner's streak: days count in UTC. It is read only: a day counts when the learner
 * learns (the progress module records it), never because a client asks.
 */
export const streakRoutes: FastifyPluginAsyncZod<StreakRoutesOptions> = async (app, options) => {
  const { streakService, guard } = options;
  const signedIn = guard.requireSubscriber;

  app.route({
    ...operationRoute(app, operations.streak, {
      operationId: 'getStreak',
      security,
      tags,
      summary: 'The current and longest streak and every active day',
      description:
        'Under `data`. Streaks count UTC days; a frozen day keeps a streak going (see streak-stats).',
      response: errors(401),
    }),
    onRequest: signedIn,
    handler: async (request) => ({ data: await streakService.streak(learnerOf(request).id) }),
  });

  app.route({
    ...operationRoute(app, operations.streakStats, {
      operationId: 'getStreakStats',
      security,
      tags,
      summary: 'Streak figures, this week Sunday to Saturday, and streak freezes',
      description:
        'Under `data`. A streak is the run of active UTC days ending today, or yesterday while today has ' +
        'no activity yet; a streak freeze covers a single missed day.',
      response: errors(401),
    }),
    onRequest: signedIn,
    handler: async (request) => ({ data: await streakService.stats(learnerOf(request).id) }),
  });
};
