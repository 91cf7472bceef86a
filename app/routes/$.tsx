import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NotFound } from '~/components/NotFound';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import { getAuth } from '~/lib/session.server';

// Every path no other route claims.
export async function loader({ request }: LoaderFunctionArgs) {
  const [t, auth] = await Promise.all([getT(request), getAuth(request)]);
  return data(
    { pageTitle: t('pageTitle', { title: t('notFound.title') }), signedIn: Boolean(auth) },
    { status: 404 },
  );
}

export const meta = pageMeta;

export default function PageNotFound() {
  const { signedIn } = useLoaderData<typeof loader>();
  return <NotFound signedIn={signedIn} />;
}
