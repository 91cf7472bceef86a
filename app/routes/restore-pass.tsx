import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { EmailForm } from '~/components/EmailForm';
import { emailFormSchema } from '~/forms/email-form.server';
import { callBackend } from '~/lib/api.server';
import { authMessageFor, type FormMessage } from '~/lib/auth-errors';
import { backendProblemOf } from '~/lib/authenticator.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused, statusOfProblem } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { backTo: '/login', i18n: ['auth'] };

type ActionData = { result: SubmissionResult<string[]>; message: FormMessage | null };

// Forgot PIN: the email form, then (?step=sent) the same confirmation whether or not an account
// exists for the address, so the page does not tell who has one.
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  const sent = new URL(request.url).searchParams.get('step') === 'sent';
  const page = {
    sent,
    pageTitle: t('pageTitle', { title: t(sent ? 'auth:restore.sentTitle' : 'auth:restore.title') }),
  };
  return sent ? data(page) : withCsrf(request, page);
}

export const meta = pageMeta;

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireForm(request);
  const submission = parseWithZod(formData, { schema: emailFormSchema });
  if (submission.status !== 'success')
    return refused<ActionData>({ result: submission.reply(), message: null });
  try {
    await callBackend('sendResetLink', { body: { email: submission.value.email } });
  } catch (error) {
    const problem = backendProblemOf(error);
    if (!problem) throw error;
    return refused<ActionData>(
      { result: submission.reply(), message: authMessageFor(problem, 'restore') },
      statusOfProblem(problem),
    );
  }
  return redirect('/restore-pass?step=sent');
}

export default function RestorePass() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation('auth');

  if (sent) {
    return (
      <section className="page page-centered auth-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('restore.sentTitle')}</h1>
        <p className="muted">{t('restore.sentText')}</p>
        <Link to="/login" className="button button-primary">
          {t('restore.backToLogin')}
        </Link>
      </section>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('restore.title')}</h1>
      <p className="muted">{t('restore.intro')}</p>
      <EmailForm
        id="restore"
        action="/restore-pass"
        submitLabel={t('restore.submit')}
        lastResult={actionData?.result}
        message={actionData?.message}
      />
      <p className="auth-links">
        <Link to="/login">{t('restore.backToLogin')}</Link>
      </p>
    </section>
  );
}
