import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NotFound } from '~/components/NotFound';
import { getT } from '~/lib/i18n.server';
import { getAuth } from '~/lib/session.server';

// Every path no other route claims.
export async function loader({ request }: LoaderFunctionArgs) {
  const [t, auth] = await Promise.all([getT(request), getAuth(request)]);
  return data(
    { pageTitle: t('pageTitle', { title: t('notFound.title') }), signedIn: Boolean(auth) },
    { status: 404 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.pageTitle ?? 'Skillpilot' }];

export default function PageNotFound() {
  const { signedIn } = useLoaderData<typeof loader>();
  return <NotFound signedIn={signedIn} />;
}
