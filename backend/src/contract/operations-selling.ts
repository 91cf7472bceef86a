import { catalogOverviewQuery, catalogOverviewResponse } from './catalog-overview';
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
import type { Operation } from './operation';
import { pricesParams, pricesResponse } from './plans';

/** What visitors use: the catalog's overview, the quiz, plans and checkout, languages and legal texts. */
export const sellingOperations = {
  catalogOverview: {
    method: 'GET',
    path: '/api/catalog/overview',
    query: catalogOverviewQuery,
    response: catalogOverviewResponse,
  },
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
  locales: { method: 'GET', path: '/api/i18n/locales', response: localesResponse },
  legalDocument: {
    method: 'GET',
    path: '/api/legal/:key',
    params: legalDocumentParams,
    query: legalDocumentQuery,
    response: legalDocumentResponse,
  },
} as const satisfies Record<string, Operation>;
