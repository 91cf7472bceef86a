import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Clock, DAY_MS } from '../../clock';
import { operations } from '../../contract/operations';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { errors, operationRoute } from '../../http/operation-route';
import type { StaffGuard } from '../../http/require-staff';
import { createBusinessReport } from './business-report';
import { createFunnelReport, type FunnelDefinition } from './funnel-report';

interface ReportsRoutesOptions {
  db: Database;
  guard: StaffGuard;
  /** The quiz funnels served, as content defines them. */
  funnels: () => Promise<readonly FunnelDefinition[]>;
  clock: Clock;
}

const tags = ['staff'];
const staffToken = [{ staffToken: [] }];

/** The longest period a report covers, in days. */
export const MAX_PERIOD_DAYS = 366;
/** The period a report covers when none is given: the last 28 days, today included. */
export const DEFAULT_PERIOD_DAYS = 28;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function dayOf(text: string, name: string): Date {
  const date = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || isoDay(date) !== text)
    throw AppError.badRequest(`“${name}” is not a date of the calendar: ${text}.`);
  return date;
}

/**
 * The period of whole UTC days [from, to + 1 day) a report covers, from the dates asked for (the
 * last day included); by default the 28 days up to today.
 */
export function reportPeriod(query: { from?: string; to?: string }, now: Date): { from: Date; to: Date } {
  const today = dayOf(isoDay(now), 'today');
  const last = query.to ? dayOf(query.to, 'to') : today;
  const first = query.from
    ? dayOf(query.from, 'from')
    : new Date(last.getTime() - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS);
  if (last.getTime() < first.getTime())
    throw AppError.badRequest(`The period ends (${isoDay(last)}) before it starts (${isoDay(first)}).`);
  const days = Math.round((last.getTime() - first.getTime()) / DAY_MS) + 1;
  if (days > MAX_PERIOD_DAYS)
    throw AppError.badRequest(
      `The period is ${days} days long: a report covers ${MAX_PERIOD_DAYS} days at most.`,
    );
  return { from: first, to: new Date(last.getTime() + DAY_MS) };
}

/** The back office's reports, for finance and owners: the quiz funnels and the business. */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (app, options) => {
  const { guard, clock } = options;
  const funnelReport = createFunnelReport(options.db);
  const businessReport = createBusinessReport(options.db);

  app.route({
    ...operationRoute(app, operations.staffFunnelReport, {
      operationId: 'staffFunnelReport',
      security: staffToken,
      tags,
      summary: 'The quiz funnels for a period: steps, conversions with 95% intervals, variants compared',
      description:
        'Leads created in the period (UTC days, `to` included; the last 28 days by default, 366 at ' +
        'most) and what became of them. Each variant is compared with variant 1 by a two-proportion z-test.',
      response: errors(400, 401, 403),
    }),
    onRequest: guard.allow('finance'),
    handler: async (request) => {
      const { from, to } = reportPeriod(request.query, clock());
      const report = await funnelReport.report({ from, to, funnels: await options.funnels() });
      return {
        from: isoDay(from),
        to: isoDay(new Date(to.getTime() - DAY_MS)),
        funnels: report.funnels,
      };
    },
  });

  app.route({
    ...operationRoute(app, operations.staffBusinessReport, {
      operationId: 'staffBusinessReport',
      security: staffToken,
      tags,
      summary: 'Subscriptions, payments and revenue per day; subscribers, MRR and churn',
      description:
        'Per UTC day of the period (`to` included; the last 28 days by default, 366 at most), and as ' +
        'of its end: the rules of MRR and churn are in the answer.',
      response: errors(400, 401, 403),
    }),
    onRequest: guard.allow('finance'),
    handler: async (request) => {
      const now = clock();
      const { from, to } = reportPeriod(request.query, now);
      return businessReport.report({ from, to, now });
    },
  });
};
