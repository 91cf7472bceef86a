import { parseWithZod } from '@conform-to/zod/v4';
import { supportTopics } from '@contract/fields';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { SelectField, TextAreaField, TextField } from '~/components/TextField';
import { contactMessages } from '~/forms/contact-form';
import { contactFormSchema } from '~/forms/contact-form.server';
import { emailMaxLength } from '~/forms/email-form';
import { supportDetailsMaxLength, supportNameMaxLength } from '~/forms/support-form';
import { redirectWithToast, rethrowResponse } from '~/lib/account.server';
import { callBackend } from '~/lib/api.server';
import { callAsLearner } from '~/lib/auth.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { getAuth } from '~/lib/session.server';
import { useForm } from '~/lib/use-form';

// Public as well as signed in. Unlike the Support Center's mailto form, this one sends through the
// backend, which stores the request and mails support and a copy to the sender.
export const handle: RouteHandle = {
  backTo: (signedIn) => (signedIn ? '/help' : '/login'),
  // The address is checked with the contract's email rule, whose messages are sign-in's.
  i18n: ['account', 'auth'],
};

/** How long the confirmation stays before going back, as the product specifies. */
const backAfterMs = 2000;

export async function loader({ request }: LoaderFunctionArgs) {
  const [t, auth] = await Promise.all([getT(request), getAuth(request)]);
  const sent = new URL(request.url).searchParams.get('sent') === '1';
  const page = {
    pageTitle: t('pageTitle', { title: sent ? t('account:contact.sentTitle') : t('account:contact.title') }),
    email: auth?.email ?? '',
    sent,
    // /help is for signed-in learners; visitors go back to logging in.
    backTo: auth ? '/help' : '/login',
    topics: supportTopics,
  };
  return sent ? data(page) : withCsrf(request, page);
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
  const { sent, email, backTo, topics } = useLoaderData<typeof loader>();
  return sent ? <Sent backTo={backTo} /> : <ContactForm email={email} topics={topics} />;
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

function ContactForm({ email: signedInEmail, topics }: { email: string; topics: readonly string[] }) {
  const { t } = useTranslation('account');
  const lastResult = useActionData<typeof action>();
  const form = useForm({
    id: 'help-contact',
    lastResult,
    defaultValue: { email: signedInEmail },
    messages: contactMessages,
  });
  const name = form.field('name');
  const email = form.field('email');
  const topic = form.field('topic');
  const details = form.field('details');

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('contact.title')}</h1>
      <p className="muted">{t('contact.intro')}</p>
      <ErrorSummary
        fieldErrors={{ name: name.errors, email: email.errors, topic: topic.errors, details: details.errors }}
        formErrors={form.errors}
        fieldIds={{ name: name.id, email: email.id, topic: topic.id, details: details.id }}
      />
      <Form method="post" {...form.formProps} className="form">
        <CsrfInput />
        <TextField
          {...name}
          type="text"
          maxLength={supportNameMaxLength}
          label={t('contact.name')}
          optional
          autoComplete="name"
        />
        <TextField
          {...email}
          type="email"
          required
          maxLength={emailMaxLength}
          label={t('contact.email')}
          autoComplete="email"
          inputMode="email"
        />
        <SelectField
          id={topic.id}
          name={topic.name}
          defaultValue={topic.defaultValue ?? ''}
          required
          label={t('contact.topic')}
          errors={topic.errors}
          placeholder={t('contact.topicPlaceholder')}
          options={topics.map((value) => ({ value, label: t(`contact.topics.${value}`) }))}
        />
        <TextAreaField
          {...details}
          required
          maxLength={supportDetailsMaxLength}
          label={t('contact.details')}
          placeholder={t('contact.detailsPlaceholder')}
          rows={6}
        />
        <button type="submit" className="button button-primary">
          {t('contact.send')}
        </button>
      </Form>
    </section>
  );
}
