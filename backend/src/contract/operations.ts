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
import { catalogOverviewQuery, catalogOverviewResponse } from './catalog-overview';
import {
  certificateNameRequest,
  certificateNameResponse,
  myCertificatesResponse,
  verifyCertificateParams,
  verifyCertificateResponse,
  verifyCredentialRequest,
  verifyCredentialResponse,
} from './certificates';
import {
  checkoutKeyHeaders,
  checkoutParams,
  checkoutResponse,
  payCheckoutRequest,
  payCheckoutResponse,
  pinSetupResponse,
  startCheckoutRequest,
  startCheckoutResponse,
} from './checkout';
import {
  boostResponse,
  courseListQuery,
  courseListResponse,
  courseParams,
  courseResponse,
  courseSectionsResponse,
  filteredCoursesParams,
  rateCourseRequest,
  rateCourseResponse,
  startedCoursesQuery,
} from './courses';
import { evaluatePromptRequest, evaluatePromptResponse } from './evaluation';
import {
  answerRequest,
  createLeadRequest,
  funnelParams,
  funnelResponse,
  leadEmailRequest,
  leadParams,
  leadResponse,
  leadStepParams,
} from './funnels';
import { localesResponse } from './i18n';
import { legalDocumentParams, legalDocumentQuery, legalDocumentResponse } from './legal';
import { newsQuery, newsResponse } from './news';
import { pricesParams, pricesResponse } from './plans';
import {
  courseProgressParams,
  courseProgressResponse,
  finishLessonParams,
  finishLessonResponse,
  fragmentProgressParams,
  fragmentProgressRequest,
  lessonParams,
  lessonProgressParams,
  lessonProgressResponse,
  lessonResponse,
  startLessonParams,
  startLessonResponse,
  submitPracticeRequest,
  submitPracticeResponse,
  updateCourseProgressRequest,
  updateCourseProgressResponse,
} from './progress';
import { streakResponse, streakStatsResponse } from './streaks';
import {
  cancelSubscriptionParams,
  cancelSubscriptionResponse,
  keepSubscriptionResponse,
  paymentPortalResponse,
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
  /** Request headers the operation reads besides the learner's token (a checkout's key). */
  headers?: z.ZodType;
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
  keepSubscription: {
    method: 'POST',
    path: '/api/subscriptions/:id/keep',
    params: cancelSubscriptionParams,
    response: keepSubscriptionResponse,
  },
  paymentPortal: {
    method: 'POST',
    path: '/api/subscriptions/:id/payment-portal',
    params: cancelSubscriptionParams,
    response: paymentPortalResponse,
  },
  myCertificates: { method: 'GET', path: '/api/certificates/my', response: myCertificatesResponse },
  setCertificateName: {
    method: 'PUT',
    path: '/api/certificates/name',
    body: certificateNameRequest,
    response: certificateNameResponse,
  },
  verifyCertificate: {
    method: 'GET',
    path: '/api/certificates/verify/:number',
    params: verifyCertificateParams,
    response: verifyCertificateResponse,
  },
  verifyCredential: {
    method: 'POST',
    path: '/api/certificates/verify-credential',
    body: verifyCredentialRequest,
    response: verifyCredentialResponse,
  },
  news: { method: 'GET', path: '/api/external-news', query: newsQuery, response: newsResponse },
  streak: { method: 'GET', path: '/api/product-user/streak', response: streakResponse },
  streakStats: { method: 'GET', path: '/api/product-user/streak-stats', response: streakStatsResponse },
  courses: { method: 'GET', path: '/api/courses', query: courseListQuery, response: courseListResponse },
  filteredCourses: {
    method: 'GET',
    path: '/api/courses/filtered/:filter',
    params: filteredCoursesParams,
    response: courseListResponse,
  },
  startedCourses: {
    method: 'GET',
    path: '/api/courses/started',
    query: startedCoursesQuery,
    response: courseListResponse,
  },
  courseSections: { method: 'GET', path: '/api/courses/sections', response: courseSectionsResponse },
  /** Open to visitors: the landing page's guides, counts and quiz start. */
  catalogOverview: {
    method: 'GET',
    path: '/api/catalog/overview',
    query: catalogOverviewQuery,
    response: catalogOverviewResponse,
  },
  boost: { method: 'GET', path: '/api/courses/boost', response: boostResponse },
  funnel: {
    method: 'GET',
    path: '/api/funnels/:funnel/variants/:variant',
    params: funnelParams,
    response: funnelResponse,
  },
  prices: {
    method: 'GET',
    path: '/api/products/:productId/prices',
    params: pricesParams,
    response: pricesResponse,
  },
  startCheckout: {
    method: 'POST',
    path: '/api/checkout',
    body: startCheckoutRequest,
    response: startCheckoutResponse,
  },
  checkout: {
    method: 'GET',
    path: '/api/checkout/:checkoutId',
    params: checkoutParams,
    headers: checkoutKeyHeaders,
    response: checkoutResponse,
  },
  payCheckout: {
    method: 'POST',
    path: '/api/checkout/:checkoutId/pay',
    params: checkoutParams,
    headers: checkoutKeyHeaders,
    body: payCheckoutRequest,
    response: payCheckoutResponse,
  },
  takeCheckoutPinSetup: {
    method: 'POST',
    path: '/api/checkout/:checkoutId/pin-setup',
    params: checkoutParams,
    headers: checkoutKeyHeaders,
    response: pinSetupResponse,
  },
  startQuiz: { method: 'POST', path: '/api/leads', body: createLeadRequest, response: leadResponse },
  lead: { method: 'GET', path: '/api/leads/:leadId', params: leadParams, response: leadResponse },
  answerQuizStep: {
    method: 'PUT',
    path: '/api/leads/:leadId/answers/:step',
    params: leadStepParams,
    body: answerRequest,
    response: leadResponse,
  },
  leaveQuizEmail: {
    method: 'POST',
    path: '/api/leads/:leadId/email',
    params: leadParams,
    body: leadEmailRequest,
    response: leadResponse,
  },
  course: { method: 'GET', path: '/api/courses/:id', params: courseParams, response: courseResponse },
  rateCourse: {
    method: 'POST',
    path: '/api/courses/:id/rating',
    params: courseParams,
    body: rateCourseRequest,
    response: rateCourseResponse,
  },
  lesson: { method: 'GET', path: '/api/lessons/:lessonId', params: lessonParams, response: lessonResponse },
  courseProgress: {
    method: 'GET',
    path: '/api/user-course-progress/course/:userId/:courseId',
    params: courseProgressParams,
    response: courseProgressResponse,
  },
  lessonProgress: {
    method: 'GET',
    path: '/api/user-course-progress/lesson/:userId/:lessonId',
    params: lessonProgressParams,
    response: lessonProgressResponse,
  },
  saveFragmentProgress: {
    method: 'POST',
    path: '/api/user-course-progress/fragment/:userId/:lessonId/:fragmentIndex',
    params: fragmentProgressParams,
    body: fragmentProgressRequest,
    response: lessonProgressResponse,
  },
  submitPractice: {
    method: 'POST',
    path: '/api/user-course-progress/submit-practice/:userId/:lessonId/:fragmentIndex',
    params: fragmentProgressParams,
    body: submitPracticeRequest,
    response: submitPracticeResponse,
  },
  startLesson: {
    method: 'POST',
    path: '/api/user-course-progress/start-lesson/:userId/:lessonId/:courseId',
    params: startLessonParams,
    response: startLessonResponse,
  },
  finishLesson: {
    method: 'POST',
    path: '/api/user-course-progress/finish-lesson/:userId/:chapterId/:lessonId',
    params: finishLessonParams,
    response: finishLessonResponse,
  },
  updateCourseProgress: {
    method: 'POST',
    path: '/api/product-user/update-course-progress',
    body: updateCourseProgressRequest,
    response: updateCourseProgressResponse,
  },
  locales: { method: 'GET', path: '/api/i18n/locales', response: localesResponse },
  legalDocument: {
    method: 'GET',
    path: '/api/legal/:key',
    params: legalDocumentParams,
    query: legalDocumentQuery,
    response: legalDocumentResponse,
  },
  evaluatePrompt: {
    method: 'POST',
    path: '/api/openai/evaluate-prompt',
    body: evaluatePromptRequest,
    response: evaluatePromptResponse,
  },
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
