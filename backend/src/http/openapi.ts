import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The document is generated from the route schemas; the committed copy is backend/openapi.json. */
export const swaggerOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Skillpilot content API',
      description: 'The content backend of Skillpilot. Errors are `{ error: { status, name, message } }`.',
      version: '1.0.0',
    },
    components: {
      securitySchemes: {
        learnerToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The jwt answered by POST /api/product-user/login or /set-pin',
        },
        adminToken: { type: 'http', scheme: 'bearer', description: 'The backend’s ADMIN_TOKEN' },
        staffToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A back-office session: POST /api/staff/sign-in answers it; it works for the rest once a second factor is given',
        },
      },
    },
  },
  transform: jsonSchemaTransform,
};

export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
