import { Form, useNavigation } from '@remix-run/react';
import { type ReactNode, useEffect, useState } from 'react';
import { emailMaxLength, emailMessages } from '~/forms/email-form';
import type { FormMessage } from '~/lib/auth-errors';
import { useTranslation } from '~/lib/i18n';
import { type FormResult, useForm } from '~/lib/use-form';
import { useHydrated } from '~/lib/use-hydrated';
import { CsrfInput } from './CsrfInput';
import { ErrorSummary, type FormError } from './ErrorSummary';
import { FormMessageOffer } from './FormMessageOffer';
import { TextField } from './TextField';

type EmailFormProps = {
  id: string;
  action: string;
  submitLabel: string;
  lastResult?: FormResult;
  message?: FormMessage | null;
  defaultEmail?: string;
  /** With JavaScript, the button stays disabled until the address looks valid. */
  disableUntilValid?: boolean;
  /** Hidden fields the step carries along. */
  hidden?: ReactNode;
};

/** One email field and a button; the server checks it with the contract's rule as well. */
export function EmailForm({
  id,
  action,
  submitLabel,
  lastResult,
  message,
  defaultEmail,
  disableUntilValid,
  hidden,
}: EmailFormProps) {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const form = useForm({
    id,
    lastResult,
    defaultValue: { email: defaultEmail ?? '' },
    messages: { email: emailMessages },
    checkOn: 'blur',
  });
  const email = form.field('email');
  const [valid, setValid] = useState(false);
  // An address typed before the page's JavaScript started is already in the field.
  useEffect(() => {
    const input = document.getElementById(email.id);
    if (input instanceof HTMLInputElement) setValid(input.validity.valid);
  }, [email.id]);
  const formErrors: FormError[] = [...(form.errors ?? []), ...(message ? [message] : [])];
  const submitting = navigation.state === 'submitting';

  return (
    <>
      <ErrorSummary
        fieldErrors={{ email: email.errors }}
        formErrors={formErrors}
        fieldIds={{ email: email.id }}
      />
      {/* The browser's own messages stay off so every reader gets the same, translated ones. */}
      <Form {...form.formProps} method="post" action={action} className="form">
        <CsrfInput />
        {hidden}
        <TextField
          {...email}
          type="email"
          required
          maxLength={emailMaxLength}
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          onChange={(event) => setValid(event.currentTarget.validity.valid)}
        />
        {message ? (
          <div className="form-message">
            <p className="field-error">{t(message.key, message.values)}</p>
            <FormMessageOffer offer={message.offer} />
          </div>
        ) : null}
        <button
          type="submit"
          className="button button-primary"
          disabled={submitting || (hydrated && disableUntilValid && !valid)}
        >
          {submitLabel}
        </button>
      </Form>
    </>
  );
}
