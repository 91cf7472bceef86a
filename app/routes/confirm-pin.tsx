import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { PinForm } from '~/components/PinForm';
import { callBackend } from '~/lib/api.server';
import { authMessageFor } from '~/lib/auth-errors';
import { backendProblemOf, learnerFromToken, startLearnerSession } from '~/lib/authenticator.server';
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
  redirectWithSession,
} from '~/lib/pin-flow.server';
import { retryAfterHeaders } from '~/lib/retry-after-headers';
import type { RouteHandle } from '~/lib/route-handle';
import { getSession } from '~/lib/session.server';

export const handle: RouteHandle = { hideBottomNav: true, backTo: '/pin', i18n: ['auth'] };

/** How long the payment-failed message stays before the plans open (SPEC: 4 s). */
const plansRedirectMs = 4000;

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  if (!session.get('pinSetup')?.pinDigest) throw redirect('/pin');
  const t = await getT(request);
  return withCsrf(request, { pageTitle: t('pageTitle', { title: t('auth:setPin.confirmTitle') }) });
}

export const meta = pageMeta;
export const headers = retryAfterHeaders;

// The second entry must match the first; then the PIN is saved and the learner is signed in.
export async function action({ request }: ActionFunctionArgs) {
  const { formData, session } = await requireForm(request);
  const setup = session.get('pinSetup');
  if (!setup?.pinDigest) return redirect('/pin');
  const { submission, reply } = parsePinForm(formData);
  if (submission.status !== 'success') return refused<PinActionData>({ result: reply(), message: null });

  const pin = submission.value.pin;
  if (!matchesPinDigest(pin, setup.pinDigest)) {
    session.set('pinSetup', { email: setup.email, token: setup.token });
    session.flash('formError', 'auth:errors.pinMismatch');
    return redirectWithSession(session, '/pin');
  }

  try {
    const { jwt } = await callBackend('setPin', {
      body: { email: setup.email, pin, setupToken: setup.token },
    });
    startLearnerSession(session, await learnerFromToken(jwt));
    session.flash('toast', { type: 'success', key: 'auth:setPin.ready' });
    return redirectWithSession(session, '/dashboard');
  } catch (error) {
    const problem = backendProblemOf(error);
    if (!problem) throw error;
    return refusedByBackend<PinActionData>(
      { result: reply(), message: authMessageFor(problem, 'setPin') },
      problem,
    );
  }
}

export default function ConfirmPin() {
  useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PinActionData | undefined;
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const paymentFailed = actionData?.message?.offer === 'plans';

  // Without JavaScript the message keeps its link to the plans instead: a page that moves on by
  // itself after a few seconds would not wait for a slow reader.
  useEffect(() => {
    if (!paymentFailed) return;
    const timer = setTimeout(() => navigate('/plans'), plansRedirectMs);
    return () => clearTimeout(timer);
  }, [paymentFailed, navigate]);

  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('setPin.confirmTitle')}</h1>
      <p className="muted">{t('setPin.confirmIntro')}</p>
      <PinForm
        id="confirm-pin"
        action="/confirm-pin"
        legend={t('setPin.confirmLegend')}
        submitLabel={t('setPin.save')}
        lastResult={actionData?.result}
        message={actionData?.message}
        attempt={actionData}
      >
        {paymentFailed ? <p className="muted">{t('setPin.redirectingToPlans')}</p> : null}
        <p className="auth-links">
          <Link to="/pin">{t('setPin.startOver')}</Link>
        </p>
      </PinForm>
    </section>
  );
}
