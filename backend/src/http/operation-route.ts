import type { z } from 'zod';
import { errorResponse } from '../contract/errors';
import type { Operation } from '../contract/operation';

// A route serving a contract operation takes its method, path, request schemas and success answer
// from the contract entry: the web app's client and the backend cannot drift apart.

/** What a route says about itself in the API description, besides what the contract states. */
export interface OperationDoc<Responses, Status extends SuccessStatus> {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  /** The other answers: errors, each by status. */
  response?: Responses;
  /** The status of the contract's answer: 201 for a call that creates. */
  status?: Status;
}

type SuccessStatus = 200 | 201;

type Schema<O, Key extends keyof Operation, As extends string> =
  O extends Record<Key, infer S extends z.ZodType> ? { [P in As]: S } : unknown;

/** The route's schema: the contract's, in Fastify's names, with the route's own description. */
export type OperationSchema<O extends Operation, Responses, Status extends SuccessStatus> = Omit<
  OperationDoc<Responses, Status>,
  'response' | 'status'
> &
  Schema<O, 'params', 'params'> &
  Schema<O, 'query', 'querystring'> &
  Schema<O, 'headers', 'headers'> &
  Schema<O, 'body', 'body'> & { response: { [S in Status]: O['response'] } & Responses };

const servedOperations = new WeakMap<object, Operation>();

/** The contract operation a route's schema was built from, if any. */
export function operationServed(schema: unknown): Operation | undefined {
  return typeof schema === 'object' && schema !== null ? servedOperations.get(schema) : undefined;
}

/**
 * The method, URL (the contract's path less the plugin's prefix) and schema of the route serving
 * `operation`, to spread into `app.route({ ..., onRequest, handler })`. Throws at start-up when the
 * plugin is registered under a prefix the operation's path is not in.
 */
export function operationRoute<
  O extends Operation,
  Responses extends object = object,
  Status extends SuccessStatus = 200,
>(app: { prefix: string }, operation: O, doc: OperationDoc<Responses, Status>) {
  const { prefix } = app;
  const url = operation.path.slice(prefix.length);
  if (!operation.path.startsWith(prefix) || (url !== '' && !url.startsWith('/'))) {
    throw new Error(`${operation.method} ${operation.path} cannot be served under the prefix ${prefix}`);
  }
  const { response, status = 200, ...described } = doc;
  const schema = {
    ...described,
    ...(operation.params && { params: operation.params }),
    ...(operation.query && { querystring: operation.query }),
    ...(operation.headers && { headers: operation.headers }),
    ...(operation.body && { body: operation.body }),
    response: { [status]: operation.response, ...response },
  };
  servedOperations.set(schema, operation);
  return { method: operation.method, url, schema: schema as OperationSchema<O, Responses, Status> };
}

/** The common error answer for each status given. */
export function errors<const Status extends number>(...statuses: [Status, ...Status[]]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    Status,
    typeof errorResponse
  >;
}
