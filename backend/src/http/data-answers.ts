import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * `{ data }` answers whose data object does not change while it lives (a published lesson, a
 * learner's guide page between two changes of their progress), kept as their JSON bytes, checked
 * against the contract once: the same page read again is sent, not checked, serialised or encoded
 * again.
 */
export function createDataAnswers<Schema extends z.ZodType<{ data: object }>>(schema: Schema) {
  const made = new WeakMap<object, Buffer>();
  return {
    send(reply: FastifyReply, data: z.output<Schema>['data']): FastifyReply {
      let json = made.get(data);
      if (json === undefined) {
        json = Buffer.from(JSON.stringify(schema.encode({ data } as z.output<Schema>)));
        made.set(data, json);
      }
      // Bytes with a JSON type are sent as they are: the route's serialiser is not run again.
      return reply.type('application/json; charset=utf-8').send(json);
    },
  };
}
