import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogOverviewResponse } from '../../contract/catalog-overview';
import { toLanguage } from '../../contract/i18n';
import { defaultLanguage } from '../../contract/languages';
import { operations } from '../../contract/operations';
import { createDataAnswers } from '../../http/data-answers';
import { errors, operationRoute } from '../../http/operation-route';
import type { CatalogOverviewService } from './catalog-overview';

/** The catalog for visitors (no sign-in): what the landing page and the sitemap show. */
export const catalogOverviewRoutes: FastifyPluginAsyncZod<{
  catalogOverview: CatalogOverviewService;
}> = async (app, { catalogOverview }) => {
  const answers = createDataAnswers(catalogOverviewResponse);
  app.route({
    ...operationRoute(app, operations.catalogOverview, {
      operationId: 'catalogOverview',
      tags: ['courses'],
      summary: 'The guides, their counts and the quiz start, for visitors (open to everyone)',
      description:
        'Every published guide in the path order with its image, lessons, practices, the languages it ' +
        'reads whole in and what a learner can do after it; counts made from the published content; ' +
        'the quiz funnel a visitor starts with; whether prompts are scored by the built-in rubric or ' +
        'a configured model. Words are in `lang` where a guide is translated, else English (`lang` ' +
        'of each guide says which). Nothing about any learner.',
      response: errors(400),
    }),
    handler: async (request, reply) =>
      answers.send(reply, await catalogOverview.overview(toLanguage(request.query.lang ?? defaultLanguage))),
  });
};
