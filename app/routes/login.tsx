import { parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { EmailForm } from '~/components/EmailForm';
import { PinForm } from '~/components/PinForm';
import { TaggedText } from '~/components/TaggedText';
import { emailFormSchema } from '~/forms/email-form.server';
import { withJoinedPin } from '~/forms/pin-form';
import { authMessageFor } from '~/lib/auth-errors';
import {
  authenticator,
  backendProblemOf,
  pinStrategy,
  startLearnerSession,
} from '~/lib/authenticator.server';
import { requireCsrf, withCsrf } from '~/lib/csrf.server';
import { readForm } from '~/lib/form.server';
import { refused, refusedByBackend } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import { type PinActionData, parsePinForm, redirectWithSession } from '~/lib/pin-flow.server';
import { useQuizEntry } from '~/lib/quiz-entry';
import { retryAfterHeaders } from '~/lib/retry-after-headers';
import type { RouteHandle } from '~/lib/route-handle';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { getSession, sessionStorage } from '~/lib/session.server';

export const handle: RouteHandle = { i18n: ['auth'] };

// Email step, then PIN step (?step=pin). The email waits in the session, never in the address.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  // Signed in already: the welcome page, until the guides (/courses) exist to go to instead.
  if (session.get('auth')) throw redirect('/dashboard');
  const t = await getT(request);
  const url = new URL(request.url);
  const login = session.get('login');
  if (url.searchParams.get('step') === 'pin') {
    if (!login) throw redirect('/login');
    return withCsrf(request, {
      step: 'pin' as const,
      email: login.email,
      redirectTo: '',
      pageTitle: t('pageTitle', { title: t('auth:login.pinTitle') }),
      pageDescription: t('pages:description.login'),
    });
  }
  return withCsrf(request, {
    step: 'email' as const,
    email: login?.email ?? '',
    redirectTo: url.searchParams.get('redirectTo') ?? login?.redirectTo ?? '',
    pageTitle: t('pageTitle', { title: t('auth:login.title') }),
    pageDescription: t('pages:description.login'),
  });
}

export const meta = pageMeta;
export const headers = retryAfterHeaders;

export async function action({ request }: ActionFunctionArgs) {
  // remix-auth reads the request again, so this reads a copy.
  const formData = await readForm(request.clone());
  await requireCsrf(request, formData);
  const session = await getSession(request);

  if (new URL(request.url).searchParams.get('step') !== 'pin') {
    const submission = parseWithZod(formData, { schema: emailFormSchema });
    if (submission.status !== 'success') {
      return refused<PinActionData>({ result: submission.reply(), message: null });
    }
    session.set('login', {
      email: submission.value.email,
      redirectTo: safeRedirectPath(formData.get('redirectTo')),
    });
    return redirectWithSession(session, '/login?step=pin');
  }

  const login = session.get('login');
  if (!login) return redirect('/login');
  const { submission, reply } = parsePinForm(formData);
  if (submission.status !== 'success') return refused<PinActionData>({ result: reply(), message: null });
  const credentials = withJoinedPin(formData);
  credentials.set('email', login.email);

  try {
    const learner = await authenticator.authenticate(pinStrategy, request, {
      throwOnError: true,
      context: { formData: credentials },
    });
    startLearnerSession(session, learner);
    return redirectWithSession(session, safeRedirectPath(login.redirectTo));
  } catch (error) {
    if (error instanceof Response) throw error;
    const problem = backendProblemOf(error);
    if (!problem) throw error;
    // The right PIN without a running plan: /plans may start a checkout for this account.
    const renewal = problem.kind === 'answer' ? problem.renewalToken : undefined;
    if (renewal) session.set('renewal', { email: login.email, token: renewal });
    return refusedByBackend<PinActionData>(
      { result: reply(), message: authMessageFor(problem, 'login') },
      problem,
      renewal ? { 'Set-Cookie': await sessionStorage.commitSession(session) } : undefined,
    );
  }
}

export default function Login() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PinActionData | undefined;
  const { t } = useTranslation('auth');
  const quiz = useQuizEntry();

  if (page.step === 'pin') {
    return (
      <section className="page auth-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('login.pinTitle')}</h1>
        <p className="auth-identity">
          <span>{t('login.signingInAs', { email: page.email })}</span>{' '}
          <Link to="/login" aria-label={t('login.changeEmail')}>
            {t('login.change')}
          </Link>
        </p>
        <PinForm
          id="login-pin"
          action="/login?step=pin"
          legend={t('login.pinLegend')}
          submitLabel={t('login.submit')}
          lastResult={actionData?.result}
          message={actionData?.message}
          attempt={actionData}
        >
          <p className="auth-links">
            <Link to="/restore-pass">{t('login.forgot')}</Link>
          </p>
        </PinForm>
      </section>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('login.title')}</h1>
      <p className="muted">{t('login.intro')}</p>
      <EmailForm
        id="login-email"
        action="/login"
        submitLabel={t('login.continue')}
        lastResult={actionData?.result}
        message={actionData?.message}
        defaultEmail={page.email}
        disableUntilValid
        hidden={page.redirectTo ? <input type="hidden" name="redirectTo" value={page.redirectTo} /> : null}
      />
      <p className="auth-way-in">
        <TaggedText text={t('login.newHere')} components={{ quiz: <Link to={quiz} /> }} />
      </p>
    </section>
  );
}
