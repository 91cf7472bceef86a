import { parseWithZod } from '@conform-to/zod/v4';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { TextAreaField, TextField } from '~/components/TextField';
import {
  type SupportForm,
  supportConcernMaxLength,
  supportDetailsMaxLength,
  supportFormOf,
  supportMailto,
  supportMessages,
  supportNameMaxLength,
} from '~/forms/support-form';
import { supportFormSchema } from '~/forms/support-form.server';
import { config } from '~/lib/config.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { type TFunction, useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import { showToast } from '~/lib/toast-bus';
import { type FormResult, useForm } from '~/lib/use-form';

// The Support Center writes to support through the visitor's own mail client, never through the
// backend. With JavaScript the mail app opens at once; without it the form is checked here and the
// page answers with the message ready to open.
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return withCsrf(request, {
    pageTitle: t('pageTitle', { title: t('support.title') }),
    pageDescription: t('pages:description.support'),
    supportEmail: config.SUPPORT_EMAIL,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireForm(request);
  const submission = parseWithZod(formData, { schema: supportFormSchema });
  if (submission.status !== 'success') return refused({ result: submission.reply(), mailto: null });
  const t = await getT(request);
  return { result: null, mailto: mailtoOf(config.SUPPORT_EMAIL, submission.value, t) };
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

function mailtoOf(address: string, form: SupportForm, t: TFunction): string {
  return supportMailto(address, form, {
    subject: t('support.mail.subject'),
    name: t('support.name'),
    email: t('support.email'),
    concern: t('support.concern'),
    details: t('support.details'),
    footer: t('support.mail.footer'),
  });
}

export default function SupportCenter() {
  const { supportEmail } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return answer?.mailto ? (
    <MessageReady mailto={answer.mailto} supportEmail={supportEmail} />
  ) : (
    <SupportFormPage supportEmail={supportEmail} lastResult={answer?.result ?? null} />
  );
}

function MessageReady({ mailto, supportEmail }: { mailto: string; supportEmail: string }) {
  const { t } = useTranslation();
  return (
    <section className="page page-centered" aria-labelledby="page-title">
      <h1 id="page-title">{t('support.readyTitle')}</h1>
      <p>{t('support.readyText', { email: supportEmail })}</p>
      <a href={mailto} className="button button-primary">
        {t('support.openMailApp')}
      </a>
      <p className="muted">{t('support.noMailApp', { email: supportEmail })}</p>
      <Link to="/support" className="button button-secondary">
        {t('support.editMessage')}
      </Link>
    </section>
  );
}

type SupportFormPageProps = { supportEmail: string; lastResult: FormResult };

function SupportFormPage({ supportEmail, lastResult }: SupportFormPageProps) {
  const { t } = useTranslation();
  const form = useForm({
    id: 'support',
    lastResult,
    messages: supportMessages,
    checkOn: 'blur',
    onValid(event, element) {
      // With JavaScript the mail app opens from here; the form is not posted.
      event.preventDefault();
      try {
        window.location.href = mailtoOf(supportEmail, supportFormOf(element), t);
        showToast('success', t('support.opened'));
      } catch {
        showToast('error', t('support.openFailed'));
      }
    },
  });
  const name = form.field('name');
  const email = form.field('email');
  const concern = form.field('concern');
  const details = form.field('details');

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('support.title')}</h1>
      <p className="muted">{t('support.intro', { email: supportEmail })}</p>
      <ErrorSummary
        fieldErrors={{
          name: name.errors,
          email: email.errors,
          concern: concern.errors,
          details: details.errors,
        }}
        fieldIds={{ name: name.id, email: email.id, concern: concern.id, details: details.id }}
      />
      <form {...form.formProps} method="post" className="form">
        <CsrfInput />
        <TextField
          {...name}
          type="text"
          maxLength={supportNameMaxLength}
          label={t('support.name')}
          optional
          autoComplete="name"
        />
        <TextField
          {...email}
          type="email"
          required
          label={t('support.email')}
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          {...concern}
          type="text"
          required
          maxLength={supportConcernMaxLength}
          label={t('support.concern')}
        />
        <TextAreaField
          {...details}
          required
          maxLength={supportDetailsMaxLength}
          label={t('support.details')}
          placeholder={t('support.detailsPlaceholder')}
          rows={6}
        />
        <button type="submit" className="button button-primary">
          {t('support.send')}
        </button>
      </form>
    </section>
  );
}
