import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '~/components/TextField';
import { supportFormSchema, supportMailto } from '~/forms/support-form';
import { config } from '~/lib/config.server';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { showToast } from '~/lib/toast-bus';

// The Support Center writes to support through the visitor's own mail client: no server call.
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { pageTitle: t('pageTitle', { title: t('support.title') }), supportEmail: config.SUPPORT_EMAIL };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.pageTitle ?? 'Skillpilot' }];
export const shouldRevalidate = skipRevalidationOnMenu;

export default function SupportCenter() {
  const { supportEmail } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'support',
    constraint: getZodConstraint(supportFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: supportFormSchema }),
    onSubmit(event, { submission }) {
      // With JavaScript the mail gets the full subject and a tidy body; without it the browser
      // sends the native form to the mailto: address itself.
      event.preventDefault();
      if (submission?.status !== 'success') return;
      try {
        window.location.href = supportMailto(supportEmail, submission.value, {
          subject: t('support.mail.subject'),
          name: t('support.name'),
          email: t('support.email'),
          concern: t('support.concern'),
          details: t('support.details'),
          footer: t('support.mail.footer'),
        });
        showToast('success', t('support.opened'));
      } catch {
        showToast('error', t('support.openFailed'));
      }
    },
  });

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('support.title')}</h1>
      <p className="muted">{t('support.intro', { email: supportEmail })}</p>
      <form
        {...getFormProps(form)}
        method="post"
        encType="text/plain"
        action={`mailto:${supportEmail}?subject=${encodeURIComponent(t('support.mail.subject').trim())}`}
        className="form"
      >
        <TextField
          {...getInputProps(fields.name, { type: 'text' })}
          label={t('support.name')}
          optional
          autoComplete="name"
          errors={fields.name.errors}
        />
        <TextField
          {...getInputProps(fields.email, { type: 'email' })}
          label={t('support.email')}
          autoComplete="email"
          inputMode="email"
          errors={fields.email.errors}
        />
        <TextField
          {...getInputProps(fields.concern, { type: 'text' })}
          label={t('support.concern')}
          errors={fields.concern.errors}
        />
        <TextAreaField
          {...getTextareaProps(fields.details)}
          label={t('support.details')}
          placeholder={t('support.detailsPlaceholder')}
          rows={6}
          errors={fields.details.errors}
        />
        <button type="submit" className="button button-primary">
          {t('support.send')}
        </button>
      </form>
    </section>
  );
}
