import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../contract/operations';
import { operationRoute } from '../../http/operation-route';
import type { I18nService } from './i18n.service';

export const i18nRoutes: FastifyPluginAsyncZod<{ i18nService: I18nService }> = async (
  app,
  { i18nService },
) => {
  app.route({
    ...operationRoute(app, operations.locales, {
      operationId: 'listLocales',
      tags: ['i18n'],
      summary: 'The interface languages, each named in its own language',
    }),
    handler: async () => i18nService.listLocales(),
  });
};
