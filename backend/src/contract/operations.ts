import type { z } from 'zod';
import {
  accountExport,
  changeEmailRequest,
  checkResetPinTokenRequest,
  confirmEmailChangeRequest,
  confirmEmailChangeResponse,
  confirmResetPinRequest,
  feedbackRequest,
  loginRequest,
  loginResponse,
  logoutResponse,
  messageResponse,
  productUser,
  resetLinkRequest,
  setPinRequest,
  setPinResponse,
  supportMailRequest,
  updateLanguageRequest,
  updateLanguageResponse,
} from './accounts';
import { localesResponse } from './i18n';
import { legalDocumentParams, legalDocumentQuery, legalDocumentResponse } from './legal';
import {
  cancelSubscriptionParams,
  cancelSubscriptionResponse,
  userSubscriptionQuery,
  userSubscriptionResponse,
} from './subscriptions';

// Every backend call the web app makes, by name: method, path, and the schemas of its path
// parameters, query, body and answer. The web app's client is typed from this table, so a call
// site names an operation and cannot pair a path with the wrong schema.

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `:name` placeholders filled from `params`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

export const operations = {
  login: { method: 'POST', path: '/api/product-user/login', body: loginRequest, response: loginResponse },
  me: { method: 'GET', path: '/api/product-user/me', response: productUser },
  setPin: {
    method: 'POST',
    path: '/api/product-user/set-pin',
    body: setPinRequest,
    response: setPinResponse,
  },
  sendResetLink: {
    method: 'POST',
    path: '/api/product-user/generate-reset-pin-link',
    body: resetLinkRequest,
    response: messageResponse,
  },
  checkResetPinToken: {
    method: 'POST',
    path: '/api/product-user/check-reset-pin-token',
    body: checkResetPinTokenRequest,
    response: messageResponse,
  },
  confirmResetPin: {
    method: 'POST',
    path: '/api/product-user/confirm-reset-pin',
    body: confirmResetPinRequest,
    response: messageResponse,
  },
  sendSupportMail: {
    method: 'POST',
    path: '/api/product-user/support-mail',
    body: supportMailRequest,
    response: messageResponse,
  },
  requestEmailChange: {
    method: 'POST',
    path: '/api/product-user/generate-change-email-token',
    body: changeEmailRequest,
    response: messageResponse,
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/product-user/confirm-email-change',
    body: confirmEmailChangeRequest,
    response: confirmEmailChangeResponse,
  },
  deleteAccount: { method: 'DELETE', path: '/api/product-user/delete-account', response: messageResponse },
  sendFeedback: {
    method: 'POST',
    path: '/api/product-user/send-feedback',
    body: feedbackRequest,
    response: messageResponse,
  },
  updateLanguage: {
    method: 'PUT',
    path: '/api/product-user/update-language',
    body: updateLanguageRequest,
    response: updateLanguageResponse,
  },
  exportAccount: { method: 'GET', path: '/api/product-user/export', response: accountExport },
  logout: { method: 'POST', path: '/api/product-user/logout', response: logoutResponse },
  userSubscriptions: {
    method: 'GET',
    path: '/api/user-subscription',
    query: userSubscriptionQuery,
    response: userSubscriptionResponse,
  },
  cancelSubscription: {
    method: 'DELETE',
    path: '/api/subscriptions/:id',
    params: cancelSubscriptionParams,
    response: cancelSubscriptionResponse,
  },
  locales: { method: 'GET', path: '/api/i18n/locales', response: localesResponse },
  legalDocument: {
    method: 'GET',
    path: '/api/legal/:key',
    params: legalDocumentParams,
    query: legalDocumentQuery,
    response: legalDocumentResponse,
  },
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;

type InputOf<O, K extends 'params' | 'query' | 'body'> =
  O extends Record<K, infer S extends z.ZodType> ? { [P in K]: z.input<S> } : { [P in K]?: never };

/** What a call of an operation sends: its path parameters, query and body, each when it has one. */
export type OperationInput<N extends OperationName> = InputOf<Operations[N], 'params'> &
  InputOf<Operations[N], 'query'> &
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
