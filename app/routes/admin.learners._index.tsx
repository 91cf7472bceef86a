import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AdminFormMessage } from '~/components/admin/AdminField';
import { ScrollTable } from '~/components/admin/ScrollTable';
import { staffDate } from '~/lib/admin/admin-format';
import { callAsStaff, requireStaff } from '~/lib/admin/staff-session.server';
import { ApiError } from '~/lib/api.server';

const ROLES = ['support', 'finance'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, ROLES);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 254);
  if (!q) return { q, learners: null, problem: null };
  if (q.length < 2) return { q, learners: null, problem: 'Type at least 2 characters of an email or name.' };
  try {
    const { learners } = await callAsStaff(request, staff, 'staffSearchLearners', { query: { q } });
    return { q, learners, problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return { q, learners: null, problem: error.message };
    throw error;
  }
}

export default function Learners() {
  const { q, learners, problem } = useLoaderData<typeof loader>();
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Learners</h1>
      <Form method="get" role="search" className="admin-search">
        <label htmlFor="q" className="field-label">
          Email or name
        </label>
        <div className="admin-search-row">
          <input
            id="q"
            name="q"
            type="search"
            className="field-input"
            defaultValue={q}
            minLength={2}
            maxLength={254}
            required
            aria-describedby={problem ? 'q-error' : undefined}
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
        {problem ? (
          <p id="q-error" className="field-error">
            {problem}
          </p>
        ) : null}
      </Form>
      {learners === null ? (
        <p className="admin-empty">
          Search by part of an email address or a name. Exact email matches come first.
        </p>
      ) : learners.length === 0 ? (
        <AdminFormMessage
          notice={`No learner matches “${q}”. Check the spelling, or try part of the address.`}
        />
      ) : (
        <ScrollTable
          captionVisible
          caption={`${learners.length === 25 ? 'The first 25 learners' : `${learners.length} learner${learners.length === 1 ? '' : 's'}`} matching “${q}”`}
        >
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Plan</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {learners.map((learner) => (
              <tr key={learner.id}>
                <th scope="row">
                  <Link to={`/admin/learners/${learner.id}`}>{learner.email}</Link>
                  {learner.deletedAt ? <span className="admin-badge admin-badge-danger">deleted</span> : null}
                </th>
                <td>{learner.name}</td>
                <td>{learner.plan ? `${learner.plan} · ${learner.status}` : 'none'}</td>
                <td>{staffDate(learner.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
