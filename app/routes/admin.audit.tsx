import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ScrollTable } from '~/components/admin/ScrollTable';
import { staffDateTime } from '~/lib/admin/admin-format';
import { callAsStaff, requireStaff } from '~/lib/admin/staff-session.server';

const OWNERS = [] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, OWNERS);
  const before = Number(new URL(request.url).searchParams.get('before'));
  const query = Number.isSafeInteger(before) && before > 0 ? { before } : {};
  return callAsStaff(request, staff, 'staffAudit', { query });
}

/** What a before/after state says, in one short line: its fields as name: value. */
function stateOf(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, field]) => `${key}: ${field === null ? '—' : String(field)}`)
    .join(', ');
}

export default function AuditLog() {
  const { entries, nextBefore } = useLoaderData<typeof loader>();
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Audit log</h1>
      <p className="muted">Every action staff took, newest first. Nobody can change or remove an entry.</p>
      {entries.length === 0 ? (
        <p className="admin-empty">No staff action yet.</p>
      ) : (
        <ScrollTable caption="Staff actions, newest first" className="admin-audit">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Learner</th>
              <th scope="col">Reason</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{staffDateTime(entry.createdAt)}</td>
                <td>{entry.staffEmail}</td>
                <th scope="row">{entry.action}</th>
                <td>
                  {entry.learnerId ? (
                    <Link to={`/admin/learners/${entry.learnerId}`}>
                      {entry.learnerEmail ?? `#${entry.learnerId}`}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{entry.reason}</td>
                <td className="admin-state">{stateOf(entry.before)}</td>
                <td className="admin-state">{stateOf(entry.after)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {nextBefore ? (
        <p>
          <Link to={`/admin/audit?before=${nextBefore}`} className="button button-secondary">
            Older entries
          </Link>
        </p>
      ) : null}
    </section>
  );
}
