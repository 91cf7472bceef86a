import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { TextField } from '~/components/TextField';
import { changeEmailSchema } from '~/forms/account-forms';
import { redirectWithToast, rethrowResponse } from '~/lib/account.server';
import { ApiError } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { backTo: '/profile' };

export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  return data({
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
  const schema = changeEmailSchema(currentEmail);
  const [form, fields] = useForm({
    id: 'change-email',
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

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
        fieldErrors={{ newEmail: fields.newEmail.errors }}
        formErrors={form.errors}
        fieldIds={{ newEmail: fields.newEmail.id }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <CsrfInput />
        <TextField
          {...getInputProps(fields.newEmail, { type: 'email' })}
          label={t('changeEmail.newEmail')}
          autoComplete="email"
          inputMode="email"
          errors={fields.newEmail.errors}
        />
        <button type="submit" className="button button-primary">
          {t('changeEmail.submit')}
        </button>
      </Form>
    </section>
  );
}
