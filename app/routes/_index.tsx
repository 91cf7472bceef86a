import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { getAuth } from '~/lib/session.server';

// The start: learners go to their profile, everyone else to sign in.
export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect((await getAuth(request)) ? '/profile' : '/login');
}
