import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localesResponse } from '../../contract/i18n';
import type { I18nService } from './i18n.service';

export const i18nRoutes: FastifyPluginAsyncZod<{ i18nService: I18nService }> = async (
  app,
  { i18nService },
) => {
  app.get(
    '/locales',
    {
      schema: {
        operationId: 'listLocales',
        tags: ['i18n'],
        summary: 'The interface languages, each named in its own language',
        response: { 200: localesResponse },
      },
    },
    async () => i18nService.listLocales(),
  );
};
