import type { LoaderFunctionArgs } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { getStaffSession, staffSessionStorage } from '~/lib/admin/staff-session.server';

// Shown once, right after the second factor is set up: the codes that sign in without the app.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getStaffSession(request);
  const codes = session.get('recoveryCodes');
  if (!codes || session.get('stage') !== 'signed-in') throw redirect('/admin');
  return data(
    { codes },
    {
      headers: {
        'Set-Cookie': await staffSessionStorage.commitSession(session),
        'Cache-Control': 'no-store',
      },
    },
  );
}

export default function RecoveryCodes() {
  const { codes } = useLoaderData<typeof loader>();
  return (
    <section className="admin-page admin-auth" aria-labelledby="page-title">
      <h1 id="page-title">Save your recovery codes</h1>
      <p>
        Your second factor is on. If you lose the device with your authenticator app, each of these codes
        signs you in once instead of a code from the app.
      </p>
      <p className="admin-message admin-message-warning">
        This is the only time they are shown. Keep them in your password manager or print them now.
      </p>
      <ul className="admin-codes admin-card" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/admin" className="button button-primary">
          I have saved them
        </Link>
      </p>
    </section>
  );
}
