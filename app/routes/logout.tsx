import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { callBackend } from '~/lib/api.server';
import { signOutTo } from '~/lib/auth.server';
import { requireCsrf } from '~/lib/csrf.server';
import { readForm } from '~/lib/form.server';
import { getSession } from '~/lib/session.server';
import { logoutResponse } from '../../backend/src/contract/accounts';

// Signing out is a POST from a form (the profile's Log Out); a visit by address just goes back.
export async function loader() {
  throw redirect('/profile');
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const session = await getSession(request);
  requireCsrf(session, formData);
  const learner = session.get('auth');
  if (learner) {
    // The backend ends the learner's tokens; if it cannot answer, this browser still signs out.
    await callBackend('/api/product-user/logout', {
      method: 'POST',
      token: learner.token,
      schema: logoutResponse,
    }).catch(() => undefined);
  }
  // The language cookie is left alone: the next visitor keeps the language they chose.
  return signOutTo(request, '/login', { type: 'success', key: 'auth:logout.done' });
}
