import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseResponse, courseSectionsResponse } from '../../contract/courses';
import { operations } from '../../contract/operations';
import { createDataAnswers } from '../../http/data-answers';
import { errors, operationRoute } from '../../http/operation-route';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { CatalogService } from './catalog.service';

interface CourseRoutesOptions {
  catalogService: CatalogService;
  guard: LearnerGuard;
}

const tags = ['courses'];
const security = [{ learnerToken: [] }];

/** Guides for the signed-in learner: lists (SPEC §7 and the real filters), one guide, Boost, ratings. */
export const courseRoutes: FastifyPluginAsyncZod<CourseRoutesOptions> = async (
  app,
  { catalogService, guard },
) => {
  app.addHook('onRequest', guard.requireSubscriber);
  const courseAnswers = createDataAnswers(courseResponse);
  const sectionAnswers = createDataAnswers(courseSectionsResponse);

  app.route({
    ...operationRoute(app, operations.courses, {
      operationId: 'listCourses',
      security,
      tags,
      summary: 'Guides by filter, difficulty, categories and tags, sorted',
      description:
        'filter: all (default), recommended (not started and open, in the path order), trending (most ' +
        'learners started in the last 30 days), started (latest first). Without sort each filter keeps ' +
        'its own order. Categories and tags match any of those given (repeat the field or use commas).',
      response: errors(400, 401),
    }),
    handler: async (request) => {
      const data = await catalogService.list(learnerOf(request), request.query);
      return { data, meta: { total: data.length } };
    },
  });

  app.route({
    ...operationRoute(app, operations.filteredCourses, {
      operationId: 'filteredCourses',
      security,
      tags,
      summary: 'Recommended or trending guides, with chapters, lessons and images',
      response: errors(400, 401),
    }),
    handler: async (request) => {
      const data = await catalogService.list(learnerOf(request), { filter: request.params.filter });
      return { data, meta: { total: data.length } };
    },
  });

  app.route({
    ...operationRoute(app, operations.startedCourses, {
      operationId: 'startedCourses',
      security,
      tags,
      summary: 'The guides the learner started, the latest first',
      response: errors(400, 401),
    }),
    handler: async (request) => {
      const data = await catalogService.list(learnerOf(request), { filter: 'started' });
      return { data, meta: { total: data.length } };
    },
  });

  app.route({
    ...operationRoute(app, operations.courseSections, {
      operationId: 'courseSections',
      security,
      tags,
      summary: 'The guides page at once: the guides started, recommended and trending',
      description:
        'Each list is the one its own call answers (started, filtered/recommended, filtered/trending), ' +
        'for the signed-in learner.',
      response: errors(401),
    }),
    handler: async (request, reply) =>
      sectionAnswers.send(reply, await catalogService.sections(learnerOf(request))),
  });

  app.route({
    ...operationRoute(app, operations.boost, {
      operationId: 'boostStage',
      security,
      tags,
      summary: 'The Boost guides and the progress toward unlocking them',
      description: 'Boost opens when five core guides are completed (every core guide if there are fewer).',
      response: errors(401),
    }),
    handler: async (request) => ({ data: await catalogService.boost(learnerOf(request)) }),
  });

  app.route({
    ...operationRoute(app, operations.course, {
      operationId: 'getCourse',
      security,
      tags,
      summary: 'One guide with its chapters, each lesson’s state and the learner’s progressInfo',
      response: errors(400, 401, 404),
    }),
    handler: async (request, reply) =>
      courseAnswers.send(reply, await catalogService.detail(learnerOf(request), request.params.id)),
  });

  app.route({
    ...operationRoute(app, operations.rateCourse, {
      operationId: 'rateCourse',
      security,
      tags,
      summary: 'Rates a started guide from 1 to 5 (again replaces the rating)',
      description: '409 CourseNotStarted before the learner starts the guide.',
      response: errors(400, 401, 404, 409),
    }),
    handler: async (request) => ({
      data: await catalogService.rate(learnerOf(request), request.params.id, request.body.rating),
    }),
  });
};
