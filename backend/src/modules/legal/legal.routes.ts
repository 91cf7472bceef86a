import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../contract/errors';
import { toLanguage } from '../../contract/i18n';
import { defaultLanguage } from '../../contract/languages';
import { legalDocumentParams, legalDocumentQuery, legalDocumentResponse } from '../../contract/legal';
import type { LegalService } from './legal.service';

export const legalRoutes: FastifyPluginAsyncZod<{ legalService: LegalService }> = async (
  app,
  { legalService },
) => {
  app.get(
    '/:key',
    {
      schema: {
        operationId: 'getLegalDocument',
        tags: ['legal'],
        summary: 'A legal text as sanitised HTML, in the requested language or else in English',
        params: legalDocumentParams,
        querystring: legalDocumentQuery,
        response: { 200: legalDocumentResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const lang = toLanguage(request.query.lang ?? defaultLanguage);
      return { data: await legalService.getDocument(request.params.key, lang) };
    },
  );
};
