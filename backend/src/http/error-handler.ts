import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../contract/errors';
import { AppError } from '../errors/app-error';

type ErrorBody = ErrorResponse['error'] & Record<string, unknown>;

const NAME_BY_STATUS: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  408: 'RequestTimeout',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  431: 'RequestHeaderFieldsTooLarge',
};

// Fastify's own errors whose default message is unclear to a client.
const FRAMEWORK_ERRORS: Record<string, ErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    name: 'BadRequest',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    name: 'BadRequest',
    message: 'The request body is empty but its content-type is application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    name: 'PayloadTooLarge',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    name: 'UnsupportedMediaType',
    message: 'This content-type is not supported here: send application/json',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    name: 'BadRequest',
    message: 'The URL path has an invalid percent-encoding',
  },
};

const SOURCES: Record<string, [whole: string, part: string]> = {
  body: ['request body', 'body field'],
  querystring: ['query string', 'query parameter'],
  params: ['path', 'path parameter'],
  headers: ['headers', 'header'],
};

/**
 * The one error handler: every failure leaves as `{ error: { status, name, message } }`, plus the
 * details of an AppError that has some (a 429's retryAfterSeconds).
 */
export function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const body = describeError(error);
  if (body.status >= 500) request.log.error({ err: error }, 'Request failed');
  if (error instanceof AppError) reply.headers(error.headers);
  const answer: ErrorResponse = { error: body };
  return reply.header('x-request-id', request.id).status(body.status).send(answer);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return sendError(AppError.notFound(`No route for ${request.method} ${path}`), request, reply);
}

function describeError(error: FastifyError | Error): ErrorBody {
  if (error instanceof AppError) {
    return { status: error.status, name: error.name, message: error.message, ...error.details };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [whole, part] = SOURCES[error.validationContext ?? ''] ?? ['request', 'value'];
    const problems = error.validation.map((issue) => {
      const field = issue.instancePath.slice(1).replaceAll('/', '.');
      return field ? `Invalid ${part} "${field}": ${issue.message}` : `Invalid ${whole}: ${issue.message}`;
    });
    return { status: 400, name: 'ValidationError', message: problems.join('; ') };
  }
  const { code, statusCode } = error as FastifyError;
  const known = code ? FRAMEWORK_ERRORS[code] : undefined;
  if (known) return known;
  if ((error as FastifyError).validation)
    return { status: 400, name: 'ValidationError', message: error.message };
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, name: NAME_BY_STATUS[statusCode] ?? 'BadRequest', message: error.message };
  }
  return { status: 500, name: 'InternalServerError', message: 'Something went wrong on our side' };
}
