import { parseWithZod } from '@conform-to/zod/v4';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { TextField } from '~/components/TextField';
import { changeEmailMessages, checkNewEmail } from '~/forms/account-forms';
import { changeEmailSchema } from '~/forms/account-forms.server';
import { emailMaxLength } from '~/forms/email-form';
import { redirectWithToast, rethrowResponse } from '~/lib/account.server';
import { ApiError } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useForm } from '~/lib/use-form';

// The address is checked with the contract's email rule, whose messages are sign-in's.
export const handle: RouteHandle = { backTo: '/profile', i18n: ['account', 'auth'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  return withCsrf(request, {
    pageTitle: t('pageTitle', { title: t('account:changeEmail.title') }),
    currentEmail: learner.email,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireForm(request);
  const learner = await requireLearner(request);
  const submission = parseWithZod(formData, { schema: changeEmailSchema(learner.email) });
  if (submission.status !== 'success') return refused(submission.reply());
  try {
    await callAsLearner(request, learner, 'requestEmailChange', {
      body: { newEmail: submission.value.newEmail },
    });
  } catch (error) {
    rethrowResponse(error);
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
      // Field rules come back as locale keys; the same address has its own code; else it is refused.
      const key =
        error.code === 'SameEmail'
          ? 'account:changeEmail.errors.sameEmail'
          : /^(auth|account):/.test(error.message)
            ? error.message
            : 'account:changeEmail.errors.unavailable';
      return refused(submission.reply({ fieldErrors: { newEmail: [key] } }));
    }
    console.error('Requesting an email change failed', error);
    return refused(submission.reply({ formErrors: ['account:changeEmail.errors.failed'] }), 502);
  }
  return redirectWithToast(request, '/profile', { type: 'success', key: 'account:changeEmail.sent' });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function ChangeEmail() {
  const { currentEmail } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('account');
  const form = useForm({
    id: 'change-email',
    lastResult,
    messages: changeEmailMessages,
    check: checkNewEmail(currentEmail),
  });
  const newEmail = form.field('newEmail');

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('changeEmail.title')}</h1>
      <p className="muted">{t('changeEmail.intro')}</p>
      <dl className="details-list details-list-plain">
        <div>
          <dt>{t('changeEmail.current')}</dt>
          <dd>{currentEmail}</dd>
        </div>
      </dl>
      <ErrorSummary
        fieldErrors={{ newEmail: newEmail.errors }}
        formErrors={form.errors}
        fieldIds={{ newEmail: newEmail.id }}
      />
      <Form method="post" {...form.formProps} className="form">
        <CsrfInput />
        <TextField
          {...newEmail}
          type="email"
          required
          maxLength={emailMaxLength}
          label={t('changeEmail.newEmail')}
          autoComplete="email"
          inputMode="email"
        />
        <button type="submit" className="button button-primary">
          {t('changeEmail.submit')}
        </button>
      </Form>
    </section>
  );
}
