import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';

/** What pino writes for an error. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

interface DriverError extends Error {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

const MAX_CAUSES = 10;

/**
 * pino's `err` serializer, except for database failures. Drizzle wraps a failed query in an error
 * whose message holds the SQL and every parameter ("Failed query: … params: …"), and the driver's
 * error has `detail` and `where` fields that can quote row values; request values would land in
 * the log. A database failure is logged by its SQLSTATE code, name and message instead.
 */
export function serializeError(error: unknown): LoggedError {
  const chain = causesOf(error);
  const failure = chain.findIndex((item) => item instanceof DrizzleQueryError || isDriverError(item));
  if (failure === -1) return stdSerializers.err(error as Error) as LoggedError;
  const failed = chain[failure];
  const driverError = failed instanceof DrizzleQueryError ? chain[failure + 1] : failed;
  const database = describeDatabaseError(driverError);
  if (failure === 0) return database;
  const outer = chain[0] as Error;
  return {
    type: outer.constructor?.name ?? 'Error',
    message: outer.message,
    stack: framesOf(outer.stack),
    cause: database,
  };
}

/** A database failure by its SQLSTATE code, name and message: never its SQL parameters or row values. */
function describeDatabaseError(error: unknown): LoggedError {
  if (!isDriverError(error)) {
    return {
      type: 'DatabaseError',
      name: 'Error',
      code: undefined,
      message: 'A database call failed',
      stack: '',
    };
  }
  const code = typeof error.code === 'string' ? error.code : undefined;
  // Class 22 (data exception) messages may quote the value that was refused.
  const message = code?.startsWith('22') ? error.message.replace(/"[^"]*"/g, '"…"') : error.message;
  return {
    type: 'DatabaseError',
    name: error.name,
    code,
    message,
    stack: `${error.name}: ${message}\n${framesOf(error.stack)}`,
    ...(typeof error.constraint === 'string' ? { constraint: error.constraint } : {}),
    ...(typeof error.table === 'string' ? { table: error.table } : {}),
    ...(typeof error.column === 'string' ? { column: error.column } : {}),
  };
}

// PostgreSQL errors from node-postgres and PGlite: a five-character SQLSTATE and a severity.
function isDriverError(error: unknown): error is DriverError {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as DriverError;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

// The stack's "at" lines only: its first line repeats the message.
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && chain.length < MAX_CAUSES; ) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}
