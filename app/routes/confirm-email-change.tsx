import { parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { confirmEmailChangeFormSchema } from '~/forms/account-forms.server';
import { rethrowResponse } from '~/lib/account.server';
import { ApiError, callBackend } from '~/lib/api.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { getSession, sessionStorage } from '~/lib/session.server';
import { useForm } from '~/lib/use-form';

// Public: the link arrives by email and may be opened on any device, signed in or not. Opening it
// only shows a button; the token is spent by a POST, so mail scanners that follow links spend nothing.
export const handle: RouteHandle = {
  hideBottomNav: true,
  backTo: (signedIn) => (signedIn ? '/profile' : '/login'),
  i18n: ['account'],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  const params = new URL(request.url).searchParams;
  const session = await getSession(request);
  const signedIn = Boolean(session.get('auth'));
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const state = params.get('status') === 'updated' ? 'updated' : token && email ? 'confirm' : 'invalid';
  const title = state === 'updated' ? 'account:confirmEmail.updated' : 'account:confirmEmail.title';
  const page = { pageTitle: t('pageTitle', { title: t(title) }), state, email, token, signedIn };
  return state === 'confirm' ? withCsrf(request, page) : data(page);
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, formData } = await requireForm(request);
  const submission = parseWithZod(formData, { schema: confirmEmailChangeFormSchema });
  if (submission.status !== 'success') return refused(submission.reply());

  let newEmail: string;
  try {
    const result = await callBackend('confirmEmailChange', { body: { token: submission.value.token } });
    newEmail = result.email;
  } catch (error) {
    rethrowResponse(error);
    if (error instanceof ApiError && error.status === 409) {
      return refused(submission.reply({ formErrors: ['account:confirmEmail.errors.taken'] }), 409);
    }
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return refused(submission.reply({ formErrors: ['account:confirmEmail.errors.expired'] }), 410);
    }
    console.error('Confirming an email change failed', error);
    return refused(submission.reply({ formErrors: ['account:confirmEmail.errors.failed'] }), 502);
  }

  // The backend ends the account's older tokens when its email changes. A learner signed in here
  // either keeps a working token (it was another account's link) and gets its current address, or
  // is signed out and asked to log in with the new address.
  const learner = session.get('auth');
  if (learner) {
    try {
      const user = await callBackend('me', { token: learner.token });
      session.set('auth', { ...learner, email: user.email });
    } catch {
      // 401 is the expected answer; on any other failure signing out is the safe side too.
      session.unset('auth');
    }
  }
  session.flash('toast', { type: 'success', key: 'account:confirmEmail.updated' });
  const params = new URLSearchParams({ status: 'updated', email: newEmail });
  return redirect(`/confirm-email-change?${params}`, {
    headers: { 'Set-Cookie': await sessionStorage.commitSession(session) },
  });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function ConfirmEmailChange() {
  const { state, email, token, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation('account');

  if (state === 'invalid') {
    return (
      <section className="page page-centered" aria-labelledby="page-title">
        <h1 id="page-title">{t('confirmEmail.invalidTitle')}</h1>
        <p className="muted">{t('confirmEmail.invalidLink')}</p>
        <Link to={signedIn ? '/profile' : '/login'} className="button button-primary">
          {t(signedIn ? 'confirmEmail.goToProfile' : 'confirmEmail.goToLogin')}
        </Link>
      </section>
    );
  }
  if (state === 'updated') {
    return (
      <section className="page page-centered" aria-labelledby="page-title">
        <h1 id="page-title">{t('confirmEmail.updated')}</h1>
        {email ? <p>{t('confirmEmail.updatedText', { email })}</p> : null}
        {signedIn ? null : <p className="muted">{t('confirmEmail.signedOut')}</p>}
        <Link to={signedIn ? '/profile' : '/login'} className="button button-primary">
          {t(signedIn ? 'confirmEmail.goToProfile' : 'confirmEmail.goToLogin')}
        </Link>
      </section>
    );
  }
  return <ConfirmForm email={email} token={token} />;
}

function ConfirmForm({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation('account');
  const lastResult = useActionData<typeof action>();
  const form = useForm({ id: 'confirm-email-change', lastResult });
  return (
    <section className="page page-centered" aria-labelledby="page-title">
      <h1 id="page-title">{t('confirmEmail.title')}</h1>
      <p>{t('confirmEmail.text', { email })}</p>
      <ErrorSummary formErrors={form.errors} />
      <Form method="post" {...form.formProps} className="form">
        <CsrfInput />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="button button-primary">
          {t('confirmEmail.submit')}
        </button>
      </Form>
    </section>
  );
}
