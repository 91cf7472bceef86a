import { confirmResetPinRequest } from '@contract/accounts';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { PinForm } from '~/components/PinForm';
import { callBackend } from '~/lib/api.server';
import { authMessageFor } from '~/lib/auth-errors';
import { backendProblemOf } from '~/lib/authenticator.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused, refusedByBackend } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import {
  matchesPinDigest,
  type PinActionData,
  parsePinForm,
  pinDigest,
  redirectWithSession,
  takeFormError,
} from '~/lib/pin-flow.server';
import { retryAfterHeaders } from '~/lib/retry-after-headers';
import type { RouteHandle } from '~/lib/route-handle';
import { getSession } from '~/lib/session.server';

export const handle: RouteHandle = { backTo: '/login', i18n: ['auth'] };

const resetToken = confirmResetPinRequest.shape.token;
const isConfirmStep = (request: Request) => new URL(request.url).searchParams.get('step') === 'confirm';

// The emailed link (/reset-pin?token=…) is checked, read once into the session and the address
// cleaned. Then: enter the new PIN, confirm it (?step=confirm), and sign in with it.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await getSession(request);
  const t = await getT(request);
  const token = url.searchParams.get('token');
  if (token !== null) {
    const parsed = resetToken.safeParse(token.trim());
    if (parsed.success && (await resetLinkWorks(parsed.data))) {
      session.set('pinReset', { token: parsed.data });
      throw await redirectWithSession(session, '/reset-pin');
    }
  }
  const reset = token === null ? session.get('pinReset') : undefined;
  if (!reset) {
    // A link that lost its token, or carries something that cannot be one.
    const problem = token?.trim() ? 'auth:reset.linkInvalid' : 'auth:reset.tokenMissing';
    return data({
      step: 'invalid' as const,
      problem,
      message: null,
      pageTitle: t('pageTitle', { title: t('auth:reset.invalidTitle') }),
    });
  }
  const confirm = isConfirmStep(request);
  if (confirm && !reset.pinDigest) throw redirect('/reset-pin');
  const { message, headers } = await takeFormError(session);
  return withCsrf(
    request,
    {
      step: confirm ? ('confirm' as const) : ('enter' as const),
      problem: null,
      message,
      pageTitle: t('pageTitle', { title: t(confirm ? 'auth:reset.confirmTitle' : 'auth:reset.title') }),
    },
    { headers },
  );
}

export const meta = pageMeta;
export const headers = retryAfterHeaders;

/** A link already used, retired by a newer one or expired is told at once, before any PIN is typed. */
async function resetLinkWorks(token: string): Promise<boolean> {
  try {
    await callBackend('checkResetPinToken', { body: { token } });
    return true;
  } catch (error) {
    const problem = backendProblemOf(error);
    if (!problem) throw error;
    // Busy or unreachable: the link is checked again when the new PIN is sent.
    return !(problem.kind === 'answer' && problem.code === 'InvalidToken');
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData, session } = await requireForm(request);
  const reset = session.get('pinReset');
  if (!reset) return redirect('/reset-pin');
  const { submission, reply } = parsePinForm(formData);
  if (submission.status !== 'success') return refused<PinActionData>({ result: reply(), message: null });
  const pin = submission.value.pin;

  if (!isConfirmStep(request)) {
    session.set('pinReset', { token: reset.token, pinDigest: pinDigest(pin) });
    return redirectWithSession(session, '/reset-pin?step=confirm');
  }
  if (!reset.pinDigest) return redirect('/reset-pin');
  if (!matchesPinDigest(pin, reset.pinDigest)) {
    session.set('pinReset', { token: reset.token });
    session.flash('formError', 'auth:errors.pinMismatch');
    return redirectWithSession(session, '/reset-pin');
  }

  try {
    await callBackend('confirmResetPin', { body: { token: reset.token, newPin: pin } });
  } catch (error) {
    const problem = backendProblemOf(error);
    if (!problem) throw error;
    return refusedByBackend<PinActionData>(
      { result: reply(), message: authMessageFor(problem, 'reset') },
      problem,
    );
  }
  // A new PIN ends every older session, this browser's included.
  session.unset('pinReset');
  session.unset('auth');
  session.flash('toast', { type: 'success', key: 'auth:reset.done' });
  return redirectWithSession(session, '/login');
}

export default function ResetPin() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PinActionData | undefined;
  const { t } = useTranslation('auth');

  if (page.step === 'invalid') {
    return (
      <section className="page page-centered auth-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('reset.invalidTitle')}</h1>
        <p className="muted">{t(page.problem)}</p>
        <Link to="/login" className="button button-primary">
          {t('reset.backToLogin')}
        </Link>
        <p className="auth-links">
          <Link to="/restore-pass">{t('offers.newResetLink')}</Link>
        </p>
      </section>
    );
  }

  const confirm = page.step === 'confirm';
  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{t(confirm ? 'reset.confirmTitle' : 'reset.title')}</h1>
      <p className="muted">{t(confirm ? 'reset.confirmIntro' : 'reset.intro')}</p>
      <PinForm
        // A new form per step, so nothing typed in one step lingers in the other.
        key={page.step}
        id={confirm ? 'reset-confirm' : 'reset-enter'}
        action={confirm ? '/reset-pin?step=confirm' : '/reset-pin'}
        legend={t(confirm ? 'reset.confirmLegend' : 'reset.legend')}
        submitLabel={t(confirm ? 'reset.submit' : 'reset.continue')}
        lastResult={actionData?.result}
        message={actionData?.message ?? page.message}
        attempt={actionData}
      >
        {confirm ? (
          <p className="auth-links">
            <Link to="/reset-pin">{t('reset.startOver')}</Link>
          </p>
        ) : null}
      </PinForm>
    </section>
  );
}
