import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { sendError, sendNotFound } from './http/error-handler';
import { rejectMalformedQuery } from './http/malformed-query';
import { openApiRoutes, swaggerOptions } from './http/openapi';
import { requestIdFor } from './http/request-id';
import { createHealthRepository } from './modules/health/health.repository';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { i18nRoutes } from './modules/i18n/i18n.routes';
import { createI18nService } from './modules/i18n/i18n.service';
import { createLegalRepository } from './modules/legal/legal.repository';
import { legalRoutes } from './modules/legal/legal.routes';
import { createLegalService } from './modules/legal/legal.service';

export interface ServerDeps {
  db: Database;
  /** The process logger; without it the server makes its own at config.logLevel. */
  logger?: FastifyBaseLogger;
}

export type Server = ReturnType<typeof buildServer>;

/** Builds the app without listening: main.ts listens, tests use inject(). */
export function buildServer(config: Config, deps: ServerDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: config.logLevel } }),
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: requestIdFor,
    frameworkErrors: sendError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(sendError);
  app.setNotFoundHandler(sendNotFound);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onRequest', rejectMalformedQuery);
  app.register(swagger, swaggerOptions);

  const { db } = deps;
  app.register(healthRoutes, {
    prefix: '/api/health',
    healthService: createHealthService({ healthRepository: createHealthRepository(db) }),
  });
  app.register(i18nRoutes, { prefix: '/api/i18n', i18nService: createI18nService() });
  app.register(legalRoutes, {
    prefix: '/api/legal',
    legalService: createLegalService({ legalRepository: createLegalRepository(db) }),
  });
  app.register(openApiRoutes, { prefix: '/api/docs' });
  return app;
}
