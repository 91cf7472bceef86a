import type { OperationOutput } from '@contract/operations';
import type { StaffRole } from '@contract/staff';
import { ApiError } from '../api.server';
import { callAsStaff, requireStaff } from './staff-session.server';

/** Who reads the reports (owners too). */
export const REPORT_ROLES: readonly StaffRole[] = ['finance'];

type ReportName = 'staffFunnelReport' | 'staffBusinessReport';

export interface LoadedReport<N extends ReportName> {
  /** The period shown in the form: the report's, or what was typed when it was refused. */
  from: string;
  to: string;
  report: OperationOutput<N> | null;
  /** Why the period was refused, in a sentence. */
  problem: string | null;
}

/**
 * A report for the period in the address (`from`, `to`: YYYY-MM-DD, `to` included), for the page
 * and its CSV alike; the backend picks the last 28 days when none is given and says why it refuses
 * a period. Finance and owners only: anyone else gets the 403 page.
 */
export async function loadReport<N extends ReportName>(request: Request, name: N): Promise<LoadedReport<N>> {
  const staff = await requireStaff(request, REPORT_ROLES);
  const params = new URL(request.url).searchParams;
  const asked = (key: string) => params.get(key)?.trim().slice(0, 10) || undefined;
  const query = { from: asked('from'), to: asked('to') };
  try {
    const report = (await callAsStaff(request, staff, name as ReportName, { query })) as OperationOutput<N>;
    return { from: report.from, to: report.to, report, problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return {
        from: query.from ?? '',
        to: query.to ?? '',
        report: null,
        problem: periodProblem(error.message),
      };
    throw error;
  }
}

/** The backend's reason, said for the form (its schema errors name the query field first). */
function periodProblem(message: string): string {
  return /YYYY-MM-DD/.test(message) ? 'Dates are written YYYY-MM-DD, for example 2026-03-01.' : message;
}
