import { z } from 'zod';

/** Stable error names the backend answers with; modules add their own. */
export const errorNames = [
  'ValidationError',
  'BadRequest',
  'NotFound',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'InternalServerError',
  'ServerBusy',
] as const;
export type CommonErrorName = (typeof errorNames)[number];

/** Every error the backend answers, whatever the route or status. */
export const errorResponse = z.object({
  error: z.object({
    status: z.number().int().describe('The HTTP status, repeated'),
    name: z.string().describe('A stable code, e.g. ValidationError or NotFound'),
    message: z.string().describe('What went wrong, in English, for logs and developers'),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Status 429, and 503 ServerBusy: the error object also says when to try again (the `retry-after` header holds the same). */
export const retryLaterResponse = z.object({
  error: errorResponse.shape.error.extend({
    retryAfterSeconds: z.number().int().describe('Seconds to wait before trying again'),
  }),
});
export type RetryLaterResponse = z.infer<typeof retryLaterResponse>;
