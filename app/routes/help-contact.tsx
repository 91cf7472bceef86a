import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { supportTopics } from '@contract/fields';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { TextAreaField, TextField } from '~/components/TextField';
import { contactFormSchema } from '~/forms/contact-form';
import { redirectWithToast, rethrowResponse } from '~/lib/account.server';
import { callBackend } from '~/lib/api.server';
import { callAsLearner } from '~/lib/auth.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { getAuth } from '~/lib/session.server';

// Public as well as signed in. Unlike the Support Center's mailto form, this one sends through the
// backend, which stores the request and mails support and a copy to the sender.
export const handle: RouteHandle = { backTo: (signedIn) => (signedIn ? '/help' : '/login') };

/** How long the confirmation stays before going back, as the product specifies. */
const backAfterMs = 2000;

export async function loader({ request }: LoaderFunctionArgs) {
  const [t, auth] = await Promise.all([getT(request), getAuth(request)]);
  const sent = new URL(request.url).searchParams.get('sent') === '1';
  return data({
    pageTitle: t('pageTitle', { title: sent ? t('account:contact.sentTitle') : t('account:contact.title') }),
    email: auth?.email ?? '',
    sent,
    // /help is for signed-in learners; visitors go back to logging in.
    backTo: auth ? '/help' : '/login',
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, formData } = await requireForm(request);
  const submission = parseWithZod(formData, { schema: contactFormSchema });
  if (submission.status !== 'success') return refused(submission.reply());
  const { name, email, topic, details } = submission.value;
  const call = { body: { email, name: name ?? '', topic, description: details } };
  const learner = session.get('auth');
  try {
    if (learner) await callAsLearner(request, learner, 'sendSupportMail', call);
    else await callBackend('sendSupportMail', call);
  } catch (error) {
    rethrowResponse(error);
    console.error('Sending a support request failed', error);
    return refused(submission.reply({ formErrors: ['account:contact.errors.failed'] }), 502);
  }
  return redirectWithToast(request, '/help-contact?sent=1', { type: 'success', key: 'account:contact.sent' });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function HelpContact() {
  const { sent, email, backTo } = useLoaderData<typeof loader>();
  return sent ? <Sent backTo={backTo} /> : <ContactForm email={email} />;
}

function Sent({ backTo }: { backTo: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(backTo), backAfterMs);
    return () => clearTimeout(timer);
  }, [navigate, backTo]);

  return (
    <section className="page page-centered" aria-labelledby="page-title">
      {/* Without JavaScript the browser goes back by itself; with it, the timer above does. */}
      <noscript>
        <meta httpEquiv="refresh" content={`${backAfterMs / 1000};url=${backTo}`} />
      </noscript>
      <h1 id="page-title">{t('contact.sentTitle')}</h1>
      <p>{t('contact.sentText')}</p>
      <Link to={backTo} className="button button-primary">
        {t('contact.continue')}
      </Link>
    </section>
  );
}

function ContactForm({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'help-contact',
    lastResult,
    defaultValue: { email },
    constraint: getZodConstraint(contactFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactFormSchema }),
  });
  const topicErrorId = `${fields.topic.id}-error`;
  const topicInvalid = Boolean(fields.topic.errors?.length);

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('contact.title')}</h1>
      <p className="muted">{t('contact.intro')}</p>
      <ErrorSummary
        fieldErrors={{
          name: fields.name.errors,
          email: fields.email.errors,
          topic: fields.topic.errors,
          details: fields.details.errors,
        }}
        formErrors={form.errors}
        fieldIds={{
          name: fields.name.id,
          email: fields.email.id,
          topic: fields.topic.id,
          details: fields.details.id,
        }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <CsrfInput />
        <TextField
          {...getInputProps(fields.name, { type: 'text' })}
          label={t('contact.name')}
          optional
          autoComplete="name"
          errors={fields.name.errors}
        />
        <TextField
          {...getInputProps(fields.email, { type: 'email' })}
          label={t('contact.email')}
          autoComplete="email"
          inputMode="email"
          errors={fields.email.errors}
        />
        <div className={`field${topicInvalid ? ' field-invalid' : ''}`}>
          <label htmlFor={fields.topic.id} className="field-label">
            {t('contact.topic')}
          </label>
          <select
            {...getSelectProps(fields.topic)}
            className="field-input field-select"
            aria-invalid={topicInvalid || undefined}
            aria-describedby={topicInvalid ? topicErrorId : undefined}
          >
            <option value="">{t('contact.topicPlaceholder')}</option>
            {supportTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`contact.topics.${topic}`)}
              </option>
            ))}
          </select>
          {topicInvalid ? (
            <p id={topicErrorId} className="field-error">
              {fields.topic.errors?.map((key) => t(key)).join(' ')}
            </p>
          ) : null}
        </div>
        <TextAreaField
          {...getTextareaProps(fields.details)}
          label={t('contact.details')}
          placeholder={t('contact.detailsPlaceholder')}
          rows={6}
          errors={fields.details.errors}
        />
        <button type="submit" className="button button-primary">
          {t('contact.send')}
        </button>
      </Form>
    </section>
  );
}
