import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../contract/operations';
import { errors, operationRoute } from '../../http/operation-route';
import { type StaffGuard, staffOf } from '../../http/require-staff';
import { createStaffContentService, type StaffContentDeps } from './staff-content.service';

interface StaffContentRoutesOptions extends StaffContentDeps {
  guard: StaffGuard;
}

const tags = ['staff'];
const security = [{ staffToken: [] }];

/** The back office's Content section: guide previews, the checker's problems, and the news feeds. */
export const staffContentRoutes: FastifyPluginAsyncZod<StaffContentRoutesOptions> = async (app, options) => {
  const staffContent = createStaffContentService(options);
  app.decorateRequest('staffContext', null);
  // Content staff and owners (owners pass every guard); support and finance get 403.
  app.addHook('onRequest', options.guard.allow('content'));

  app.route({
    ...operationRoute(app, operations.staffContentGuides, {
      operationId: 'staffContentGuides',
      security,
      tags,
      summary:
        'Every published guide: its chapters and lessons, and the languages its lessons are translated into',
      response: errors(401, 403),
    }),
    handler: () => staffContent.guides(),
  });

  app.route({
    ...operationRoute(app, operations.staffContentGuide, {
      operationId: 'staffContentGuide',
      security,
      tags,
      summary: "A guide's outline in a language, and the content checker's problems in its folder",
      description:
        'Each part says whether it is translated or falls back to English. The problems come from reading ' +
        'the content folder (CONTENT_DIR) anew, as `npm run content:check` does, keeping those under courses/<id>/.',
      response: errors(400, 401, 403, 404),
    }),
    handler: (request) => staffContent.guide(request.params.id, request.query.lang),
  });

  app.route({
    ...operationRoute(app, operations.staffContentLesson, {
      operationId: 'staffContentLesson',
      security,
      tags,
      summary:
        'A lesson in a language exactly as the learner’s lesson call answers it (no progress, no locks)',
      response: errors(400, 401, 403, 404),
    }),
    handler: (request) => staffContent.lesson(request.params.lessonId, request.query.lang),
  });

  app.route({
    ...operationRoute(app, operations.staffContentNewsFeeds, {
      operationId: 'staffContentNewsFeeds',
      security,
      tags,
      summary: 'Each news feed: its last success and failure, the last error and failures in a row',
      response: errors(401, 403),
    }),
    handler: () => staffContent.newsFeeds(),
  });

  app.route({
    ...operationRoute(app, operations.staffContentImportNews, {
      operationId: 'staffContentImportNews',
      security,
      tags,
      summary: 'Imports the configured news feeds now, as the scheduled job does; written to the audit log',
      description: '409 NewsImportOff when NEWS_IMPORT=false or NEWS_FEEDS is empty.',
      response: errors(401, 403, 409),
    }),
    handler: (request) => staffContent.importNews(staffOf(request)),
  });
};
