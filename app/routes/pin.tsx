import { setPinRequest } from '@contract/accounts';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { PinForm } from '~/components/PinForm';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import {
  type PinActionData,
  parsePinForm,
  pinDigest,
  redirectWithSession,
  takeFormError,
} from '~/lib/pin-flow.server';
import type { RouteHandle } from '~/lib/route-handle';
import { getSession } from '~/lib/session.server';

export const handle: RouteHandle = { hideBottomNav: true, i18n: ['auth'] };

const setupLink = setPinRequest.pick({ email: true, setupToken: true });

// The first PIN. The emailed link (/pin?email=…&token=…) is read once into the session and the
// address cleaned, so the token is not left in the history or passed on to other pages.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await getSession(request);
  if (url.searchParams.has('token') || url.searchParams.has('email')) {
    const link = setupLink.safeParse({
      email: url.searchParams.get('email') ?? undefined,
      setupToken: url.searchParams.get('token') ?? undefined,
    });
    if (link.success) session.set('pinSetup', { email: link.data.email, token: link.data.setupToken });
    else session.unset('pinSetup');
    throw await redirectWithSession(session, '/pin');
  }

  const t = await getT(request);
  const setup = session.get('pinSetup');
  const { message, headers } = await takeFormError(session);
  const page = {
    email: setup?.email ?? null,
    message,
    pageTitle: t('pageTitle', { title: t(setup ? 'auth:setPin.title' : 'auth:setPin.missingTitle') }),
  };
  return setup ? withCsrf(request, page, { headers }) : data(page, { headers });
}

export const meta = pageMeta;

export async function action({ request }: ActionFunctionArgs) {
  const { formData, session } = await requireForm(request);
  const setup = session.get('pinSetup');
  if (!setup) return redirect('/pin');
  const { submission, reply } = parsePinForm(formData);
  if (submission.status !== 'success') return refused<PinActionData>({ result: reply(), message: null });
  session.set('pinSetup', {
    email: setup.email,
    token: setup.token,
    pinDigest: pinDigest(submission.value.pin),
  });
  return redirectWithSession(session, '/confirm-pin');
}

export default function SetPin() {
  const { email, message } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PinActionData | undefined;
  const { t } = useTranslation('auth');

  if (!email) {
    return (
      <section className="page page-centered auth-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('setPin.missingTitle')}</h1>
        <p className="muted">{t('setPin.missingText')}</p>
        <Link to="/login" className="button button-primary">
          {t('setPin.goToLogin')}
        </Link>
      </section>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('setPin.title')}</h1>
      <p className="muted">{t('setPin.intro', { email })}</p>
      <PinForm
        id="set-pin"
        action="/pin"
        legend={t('setPin.legend')}
        submitLabel={t('setPin.continue')}
        lastResult={actionData?.result}
        message={actionData?.message ?? message}
        attempt={actionData}
      />
    </section>
  );
}
