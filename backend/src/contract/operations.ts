import type { z } from 'zod';
import type { Operation } from './operation';
import { accountOperations } from './operations-accounts';
import { learningOperations } from './operations-learning';
import { reportOperations } from './operations-reports';
import { sellingOperations } from './operations-selling';
import { staffOperations } from './operations-staff';
import { staffContentOperations } from './operations-staff-content';
import { staffMessageOperations } from './operations-staff-messages';

// Every backend call the web app makes, by name: method, path, and the schemas of its path
// parameters, query, body and answer. The web app's client is typed from this table, so a call
// site names an operation and cannot pair a path with the wrong schema.

export type { Operation } from './operation';

export const operations = {
  ...accountOperations,
  ...learningOperations,
  ...sellingOperations,
  ...staffOperations,
  ...staffMessageOperations,
  ...staffContentOperations,
  ...reportOperations,
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;

type InputOf<O, K extends 'params' | 'query' | 'headers' | 'body'> =
  O extends Record<K, infer S extends z.ZodType> ? { [P in K]: z.input<S> } : { [P in K]?: never };

/** What a call of an operation sends: its path parameters, query, headers and body, each when it has some. */
export type OperationInput<N extends OperationName> = InputOf<Operations[N], 'params'> &
  InputOf<Operations[N], 'query'> &
  InputOf<Operations[N], 'headers'> &
  InputOf<Operations[N], 'body'>;

/** What a successful call answers. */
export type OperationOutput<N extends OperationName> = z.output<Operations[N]['response']>;

/** The path of an operation with its parameters filled in and encoded. */
export function operationPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
