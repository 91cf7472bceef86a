import type { Operation } from './operation';
import { businessReportResponse, funnelReportResponse, reportPeriodQuery } from './reports';

/** The back office's reports, for finance and owners. Each call carries a staff token. */
export const reportOperations = {
  staffFunnelReport: {
    method: 'GET',
    path: '/api/staff/reports/funnel',
    query: reportPeriodQuery,
    response: funnelReportResponse,
  },
  staffBusinessReport: {
    method: 'GET',
    path: '/api/staff/reports/business',
    query: reportPeriodQuery,
    response: businessReportResponse,
  },
} as const satisfies Record<string, Operation>;
