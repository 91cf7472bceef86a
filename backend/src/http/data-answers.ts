import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * `{ data }` answers whose data object does not change while it lives (a published lesson, a
 * learner's guide page between two changes of their progress), kept as their JSON, checked against
 * the contract once: the same page read again is sent, not checked and serialised again.
 */
export function createDataAnswers<Schema extends z.ZodType<{ data: object }>>(schema: Schema) {
  const made = new WeakMap<object, string>();
  return {
    send(reply: FastifyReply, data: z.output<Schema>['data']): FastifyReply {
      let json = made.get(data);
      if (json === undefined) {
        json = JSON.stringify(schema.encode({ data } as z.output<Schema>));
        made.set(data, json);
      }
      // A string with a JSON type is sent as it is: the route's serialiser is not run again.
      return reply.type('application/json; charset=utf-8').send(json);
    },
  };
}
