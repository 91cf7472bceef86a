import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../contract/errors';
import { AppError } from '../../errors/app-error';

interface BackupRoutesOptions {
  requireAdmin: (request: FastifyRequest) => Promise<void>;
  /** The embedded database's dump; absent on PostgreSQL. */
  dumpDataDir: (() => Promise<Blob>) | undefined;
}

// Sent as bytes, so never serialised: described per content type, as the API description shows it.
const backupResponse = {
  description: 'The embedded database directory as a gzipped tar',
  content: { 'application/gzip': { schema: z.string().meta({ format: 'binary' }) } },
};

/**
 * A consistent copy of the embedded database, made by the backend that holds it: no other process
 * may open the directory while it runs. `npm run admin -- restore` fills an empty one from it.
 */
export const backupRoutes: FastifyPluginAsyncZod<BackupRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', options.requireAdmin);

  app.get(
    '/backup',
    {
      schema: {
        operationId: 'adminBackup',
        security: [{ adminToken: [] }],
        tags: ['admin'],
        summary: 'A copy of the embedded (PGlite) database, taken while the backend runs',
        description:
          'Answers application/gzip, the archive `npm run admin -- restore` loads into an empty data ' +
          'directory. It holds the database only: keep DATA_DIR/secrets too. 409 NotEmbedded on ' +
          'PostgreSQL, which pg_dump backs up.',
        response: { 200: backupResponse, 401: errorResponse, 409: errorResponse },
      },
    },
    async (_request, typedReply) => {
      // Bytes, not the JSON the typed reply expects.
      const reply: FastifyReply = typedReply;
      if (!options.dumpDataDir)
        throw AppError.conflict(
          'NotEmbedded',
          'The backend runs on PostgreSQL (DATABASE_URL): back it up with pg_dump -Fc, as docs/operations.md shows.',
        );
      const dump = await options.dumpDataDir();
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="skillpilot-${stamp}.tar.gz"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(await dump.arrayBuffer()));
    },
  );
};
