import type { z } from 'zod';

/** One backend call: its method, path, and the schemas of what it sends and answers. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `:name` placeholders filled from `params`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the operation reads besides the learner's token (a checkout's key). */
  headers?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};
