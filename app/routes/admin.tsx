import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { AdminShell, type StaffBadge } from '~/components/admin/AdminShell';
import { getStaffSession } from '~/lib/admin/staff-session.server';
import { withCsrf } from '~/lib/csrf.server';
import type { RouteHandle } from '~/lib/route-handle';
import adminStyles from '~/styles/admin.css?url';
import contentStyles from '~/styles/admin-content.css?url';
import messageStyles from '~/styles/admin-messages.css?url';
import reportStyles from '~/styles/admin-reports.css?url';

// The back office: staff find learners and act for them. Its own frame, cookie and styles; English.
export const handle: RouteHandle = { shell: 'staff' };

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: adminStyles },
  { rel: 'stylesheet', href: reportStyles },
  { rel: 'stylesheet', href: messageStyles },
  { rel: 'stylesheet', href: contentStyles },
];

export const meta: MetaFunction = () => [
  { title: 'Skillpilot back office' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getStaffSession(request);
  const email = session.get('email');
  const role = session.get('role');
  const staff: StaffBadge = session.get('stage') === 'signed-in' && email && role ? { email, role } : null;
  return withCsrf(request, { staff }, { headers: { 'Cache-Control': 'no-store' } });
}

export default function Admin() {
  const { staff } = useLoaderData<typeof loader>();
  return (
    <AdminShell staff={staff}>
      <Outlet />
    </AdminShell>
  );
}

/** Refusals and failures inside the back office, said plainly, in its frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>('routes/admin');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 403
      ? {
          title: 'Not part of your role',
          body: 'Your role does not open this part of the back office. An owner can change your role if you need it.',
        }
      : status === 404
        ? {
            title: 'Not found',
            body: 'There is nothing at this address: it may have been removed, or the link is wrong.',
          }
        : {
            title: 'Something went wrong',
            body: 'The back office could not do this just now. Try again in a moment; if it keeps happening, tell the team what you were doing.',
          };
  return (
    <AdminShell staff={layout?.staff ?? null}>
      <section className="admin-page admin-error" aria-labelledby="page-title">
        <p className="admin-error-code">{status}</p>
        <h1 id="page-title">{text.title}</h1>
        <p>{text.body}</p>
        <p>
          <Link to="/admin">Back to the back office</Link>
        </p>
      </section>
    </AdminShell>
  );
}
