import { parseWithZod } from '@conform-to/zod/v4';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { TextField } from '~/components/TextField';
import { certificateNameMaxLength, certificateNameMessages } from '~/forms/certificate-forms';
import { certificateNameFormSchema, certificateReference } from '~/forms/certificate-forms.server';
import { redirectWithToast, rethrowResponse } from '~/lib/account.server';
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

export const handle: RouteHandle = { backTo: '/profile', i18n: ['account', 'certificates'] };

// The name printed on every certificate, asked before the first download and editable after.

export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  const certificate = new URL(request.url).searchParams.get('certificate');
  const mine = await callAsLearner(request, learner, 'myCertificates', {}).catch((error: unknown) => {
    rethrowResponse(error);
    console.error('Loading the certificate name failed', error);
    return null;
  });
  return withCsrf(request, {
    pageTitle: t('pageTitle', { title: t('certificates:name.title') }),
    name: mine?.name ?? '',
    certificate: certificate && certificateReference.safeParse(certificate).success ? certificate : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireForm(request);
  const learner = await requireLearner(request);
  const submission = parseWithZod(formData, { schema: certificateNameFormSchema });
  if (submission.status !== 'success') return refused(submission.reply());
  let saved: string;
  try {
    ({ name: saved } = await callAsLearner(request, learner, 'setCertificateName', {
      body: { name: submission.value.name },
    }));
  } catch (error) {
    rethrowResponse(error);
    console.error('Saving the certificate name failed', error);
    return refused(submission.reply({ formErrors: ['certificates:errors.saveFailed'] }), 502);
  }
  return redirectWithToast(request, '/profile#certificates-title', {
    type: 'success',
    key: submission.value.certificate ? 'certificates:name.savedDownload' : 'certificates:name.saved',
    values: { name: saved },
  });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function CertificateName() {
  const { name, certificate } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('certificates');
  const form = useForm({
    id: 'certificate-name',
    lastResult,
    messages: certificateNameMessages,
    defaultValue: { name },
  });
  const field = form.field('name');

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('name.title')}</h1>
      <p className="muted">{t('name.intro')}</p>
      <ErrorSummary
        fieldErrors={{ name: field.errors }}
        formErrors={form.errors}
        fieldIds={{ name: field.id }}
      />
      <Form method="post" {...form.formProps} className="form">
        <CsrfInput />
        {certificate ? <input type="hidden" name="certificate" value={certificate} /> : null}
        <TextField
          {...field}
          type="text"
          required
          maxLength={certificateNameMaxLength}
          label={t('name.label')}
          hint={t('name.hint')}
          autoComplete="name"
          spellCheck={false}
        />
        <button type="submit" className="button button-primary">
          {t('name.submit')}
        </button>
      </Form>
    </section>
  );
}
