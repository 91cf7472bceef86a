import { parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { TaggedText } from '~/components/TaggedText';
import { TextField } from '~/components/TextField';
import { emailMaxLength, emailMessages } from '~/forms/email-form';
import { quizEmailSchema } from '~/forms/quiz-forms.server';
import { redirectWithToast } from '~/lib/account.server';
import { ApiError, callBackend } from '~/lib/api.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import { quizAddressOf, requireFinishedLead } from '~/lib/quiz.server';
import type { RouteHandle } from '~/lib/route-handle';
import { useForm } from '~/lib/use-form';

// The quiz's last step: an email address, the terms, and marketing consent asked once, as an
// optional box left empty (decision 041): one form, one answer, with or without JavaScript.
export const handle: RouteHandle = { i18n: ['quiz', 'auth'], hideBottomNav: true, backTo: '/' };

/** Where a visitor goes once their email is kept: the plans. */
const paywall = '/plans';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const address = quizAddressOf(params, 'email');
  const { lead } = await requireFinishedLead(request, address);
  const t = await getT(request);
  return withCsrf(request, {
    pageTitle: t('pageTitle', { title: t('quiz:email.title') }),
    email: lead.email ?? '',
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { formData } = await requireForm(request);
  const address = quizAddressOf(params, 'email');
  const { lead } = await requireFinishedLead(request, address);
  const submission = parseWithZod(formData, { schema: quizEmailSchema });
  if (submission.status !== 'success') return refused(submission.reply());
  const { email, marketing } = submission.value;
  try {
    await callBackend('leaveQuizEmail', {
      params: { leadId: lead.id },
      body: { email, termsAccepted: true, marketingConsent: marketing === 'on' },
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'EmailTaken') {
      return redirectWithToast(request, '/login', { type: 'error', key: 'quiz:email.taken' });
    }
    console.error('Keeping the quiz email failed', error);
    return refused(
      submission.reply({ formErrors: ['quiz:email.errors.failed'] }),
      error instanceof ApiError ? 502 : 503,
    );
  }
  return redirect(paywall);
}

export const meta = pageMeta;

export default function QuizEmail() {
  const { email } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('quiz');
  const form = useForm({
    id: 'quiz-email',
    lastResult,
    defaultValue: { email },
    messages: { email: emailMessages, terms: { valueMissing: 'quiz:email.errors.termsRequired' } },
  });
  const emailField = form.field('email');
  const terms = form.field('terms');
  // A refused form comes back as it was sent: the boxes stay as they were ticked.
  const marketing = form.field('marketing');

  return (
    <section className="page quiz-page quiz-step quiz-email" aria-labelledby="page-title">
      <h1 id="page-title" className="quiz-title">
        {t('email.title')}
      </h1>
      <p className="muted">{t('email.intro')}</p>
      <ErrorSummary
        fieldErrors={{ email: emailField.errors, terms: terms.errors }}
        formErrors={form.errors}
        fieldIds={{ email: emailField.id, terms: terms.id }}
      />
      <Form method="post" {...form.formProps} className="form">
        <CsrfInput />
        <TextField
          {...emailField}
          label={t('email.label')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={emailMaxLength}
        />
        <div className={`field checkbox-field${terms.errors?.length ? ' field-invalid' : ''}`}>
          <label htmlFor={terms.id} className="checkbox-label">
            <input
              type="checkbox"
              id={terms.id}
              name="terms"
              defaultChecked={terms.defaultValue === 'on'}
              required
              aria-invalid={terms.errors?.length ? true : undefined}
              aria-describedby={terms.errors?.length ? `${terms.id}-error` : undefined}
            />
            <span>
              <TaggedText
                text={t('email.terms')}
                components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
              />
            </span>
          </label>
          {terms.errors?.length ? (
            <p id={`${terms.id}-error`} className="field-error">
              {terms.errors.map((key) => t(key)).join(' ')}
            </p>
          ) : null}
        </div>
        <label htmlFor="quiz-email-marketing" className="checkbox-label">
          <input
            type="checkbox"
            id="quiz-email-marketing"
            name="marketing"
            defaultChecked={marketing.defaultValue === 'on'}
          />
          <span>{t('email.marketing')}</span>
        </label>
        <p className="muted quiz-age">{t('email.age')}</p>
        <button type="submit" className="button button-primary">
          {t('email.submit')}
        </button>
      </Form>
    </section>
  );
}
