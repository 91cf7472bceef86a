import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../contract/operations';
import { errors, operationRoute } from '../../http/operation-route';
import type { LearnerGuard } from '../../http/require-learner';
import type { NewsService } from './news.service';

interface NewsRoutesOptions {
  newsService: NewsService;
  guard: LearnerGuard;
}

/** AI news for signed-in learners (SPEC §7: GET /api/external-news). */
export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, { newsService, guard }) => {
  app.route({
    ...operationRoute(app, operations.news, {
      operationId: 'listNews',
      security: [{ learnerToken: [] }],
      tags: ['news'],
      summary: 'AI news, the latest updated first, a page at a time',
      description:
        'Items imported from the configured RSS and Atom feeds and the content’s news seed. Sorted by ' +
        'updatedAt, newest first (ties: the newest id first). `search` keeps items whose title or ' +
        'description contains every word given. Descriptions are plain text.',
      response: errors(400, 401),
    }),
    onRequest: guard.requireSubscriber,
    handler: async (request) => newsService.page(request.query),
  });
};
