import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { callBackend } from '~/lib/api.server';
import { signOutTo } from '~/lib/auth.server';
import { requireForm } from '~/lib/form.server';

// Signing out is a POST from a form (the profile's Log Out); a visit by address just goes back.
export async function loader() {
  throw redirect('/profile');
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireForm(request);
  const learner = session.get('auth');
  if (learner) {
    // The backend ends the learner's tokens; if it cannot answer, this browser still signs out.
    await callBackend('logout', { token: learner.token }).catch(() => undefined);
  }
  // The language cookie is left alone: the next visitor keeps the language they chose.
  return signOutTo(request, '/login', { type: 'success', key: 'auth:logout.done' });
}
