import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toLanguage } from '../../contract/i18n';
import { defaultLanguage } from '../../contract/languages';
import { operations } from '../../contract/operations';
import { errors, operationRoute } from '../../http/operation-route';
import type { LegalService } from './legal.service';

export const legalRoutes: FastifyPluginAsyncZod<{ legalService: LegalService }> = async (
  app,
  { legalService },
) => {
  app.route({
    ...operationRoute(app, operations.legalDocument, {
      operationId: 'getLegalDocument',
      tags: ['legal'],
      summary: 'A legal text as sanitised HTML, in the requested language or else in English',
      response: errors(400, 404),
    }),
    handler: async (request) => {
      const lang = toLanguage(request.query.lang ?? defaultLanguage);
      return { data: await legalService.getDocument(request.params.key, lang) };
    },
  });
};
