import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boostResponse,
  courseListQuery,
  courseListResponse,
  courseParams,
  courseResponse,
  courseSectionsResponse,
  filteredCoursesParams,
  rateCourseRequest,
  rateCourseResponse,
  startedCoursesQuery,
} from '../../contract/courses';
import { errorResponse } from '../../contract/errors';
import { createDataAnswers } from '../../http/data-answers';
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

  app.get(
    '',
    {
      schema: {
        operationId: 'listCourses',
        security,
        tags,
        summary: 'Guides by filter, difficulty, categories and tags, sorted',
        description:
          'filter: all (default), recommended (not started and open, in the path order), trending (most ' +
          'learners started in the last 30 days), started (latest first). Without sort each filter keeps ' +
          'its own order. Categories and tags match any of those given (repeat the field or use commas).',
        querystring: courseListQuery,
        response: { 200: courseListResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const data = await catalogService.list(learnerOf(request), request.query);
      return { data, meta: { total: data.length } };
    },
  );

  app.get(
    '/filtered/:filter',
    {
      schema: {
        operationId: 'filteredCourses',
        security,
        tags,
        summary: 'Recommended or trending guides, with chapters, lessons and images',
        params: filteredCoursesParams,
        response: { 200: courseListResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const data = await catalogService.list(learnerOf(request), { filter: request.params.filter });
      return { data, meta: { total: data.length } };
    },
  );

  app.get(
    '/started',
    {
      schema: {
        operationId: 'startedCourses',
        security,
        tags,
        summary: 'The guides the learner started, the latest first',
        querystring: startedCoursesQuery,
        response: { 200: courseListResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const data = await catalogService.list(learnerOf(request), { filter: 'started' });
      return { data, meta: { total: data.length } };
    },
  );

  app.get(
    '/sections',
    {
      schema: {
        operationId: 'courseSections',
        security,
        tags,
        summary: 'The guides page at once: the guides started, recommended and trending',
        description:
          'Each list is the one its own call answers (started, filtered/recommended, filtered/trending), ' +
          'for the signed-in learner.',
        response: { 200: courseSectionsResponse, 401: errorResponse },
      },
    },
    async (request, reply) => sectionAnswers.send(reply, await catalogService.sections(learnerOf(request))),
  );

  app.get(
    '/boost',
    {
      schema: {
        operationId: 'boostStage',
        security,
        tags,
        summary: 'The Boost guides and the progress toward unlocking them',
        description: 'Boost opens when five core guides are completed (every core guide if there are fewer).',
        response: { 200: boostResponse, 401: errorResponse },
      },
    },
    async (request) => ({ data: await catalogService.boost(learnerOf(request)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getCourse',
        security,
        tags,
        summary: 'One guide with its chapters, each lesson’s state and the learner’s progressInfo',
        params: courseParams,
        response: { 200: courseResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      courseAnswers.send(reply, await catalogService.detail(learnerOf(request), request.params.id)),
  );

  app.post(
    '/:id/rating',
    {
      schema: {
        operationId: 'rateCourse',
        security,
        tags,
        summary: 'Rates a started guide from 1 to 5 (again replaces the rating)',
        description: '409 CourseNotStarted before the learner starts the guide.',
        params: courseParams,
        body: rateCourseRequest,
        response: {
          200: rateCourseResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await catalogService.rate(learnerOf(request), request.params.id, request.body.rating),
    }),
  );
};
