import { parseWithZod } from '@conform-to/zod/v4';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { TextAreaField } from '~/components/TextField';
import { checkFeedback, feedbackMaxLength } from '~/forms/account-forms';
import { feedbackFormSchema } from '~/forms/account-forms.server';
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

export const handle: RouteHandle = { backTo: '/profile', i18n: ['account'] };

const ratings = ['1', '2', '3', '4', '5'];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireLearner(request);
  const t = await getT(request);
  return withCsrf(request, { pageTitle: t('pageTitle', { title: t('account:feedback.title') }) });
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireForm(request);
  const learner = await requireLearner(request);
  const submission = parseWithZod(formData, { schema: feedbackFormSchema });
  if (submission.status !== 'success') return refused(submission.reply());
  try {
    await callAsLearner(request, learner, 'sendFeedback', { body: submission.value });
  } catch (error) {
    rethrowResponse(error);
    console.error('Sending feedback failed', error);
    return refused(submission.reply({ formErrors: ['account:feedback.errors.failed'] }), 502);
  }
  return redirectWithToast(request, '/profile', { type: 'success', key: 'account:feedback.thanks' });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function Feedback() {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('account');
  const form = useForm({ id: 'feedback', lastResult, check: checkFeedback });
  const rating = form.field('rating');
  const message = form.field('message');
  const ratingErrorId = `${rating.id}-error`;

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('feedback.title')}</h1>
      <p className="muted">{t('feedback.intro')}</p>
      <ErrorSummary
        fieldErrors={{ rating: rating.errors, message: message.errors }}
        formErrors={form.errors}
        // The summary's link leads to the first rating.
        fieldIds={{ rating: `${rating.id}-${ratings[0]}`, message: message.id }}
      />
      <Form method="post" {...form.formProps} className="form">
        <CsrfInput />
        <fieldset
          className={`field rating-field${rating.errors?.length ? ' field-invalid' : ''}`}
          aria-describedby={rating.errors?.length ? ratingErrorId : undefined}
        >
          <legend className="field-label">{t('feedback.rating')}</legend>
          <div className="rating-options">
            {ratings.map((value) => (
              <label key={value} htmlFor={`${rating.id}-${value}`} className="rating-option">
                <input
                  type="radio"
                  id={`${rating.id}-${value}`}
                  name={rating.name}
                  value={value}
                  defaultChecked={rating.defaultValue === value}
                />
                <span>{t(`feedback.ratings.${value}`)}</span>
              </label>
            ))}
          </div>
          {rating.errors?.length ? (
            <p id={ratingErrorId} className="field-error">
              {rating.errors.map((key) => t(key)).join(' ')}
            </p>
          ) : null}
        </fieldset>
        <MessageField {...message} label={t('feedback.message')} placeholder={t('feedback.placeholder')} />
        <button type="submit" className="button button-primary">
          {t('feedback.submit')}
        </button>
      </Form>
    </section>
  );
}

type MessageFieldProps = Parameters<typeof TextAreaField>[0] & { id: string };

/** The message with its limit: a static hint without JavaScript, a live count of what is left with it. */
function MessageField({ errors, label, ...textarea }: MessageFieldProps) {
  const { t } = useTranslation('account');
  const [hydrated, setHydrated] = useState(false);
  const [length, setLength] = useState(String(textarea.defaultValue ?? '').length);
  useEffect(() => setHydrated(true), []);
  const remaining = Math.max(0, feedbackMaxLength - length);

  return (
    <TextAreaField
      {...textarea}
      label={label}
      errors={errors}
      rows={4}
      maxLength={feedbackMaxLength}
      onInput={(event) => setLength(event.currentTarget.value.length)}
      hint={
        hydrated ? (
          <span aria-live="polite">{t('feedback.remaining', { remaining })}</span>
        ) : (
          t('feedback.messageHint')
        )
      }
    />
  );
}
