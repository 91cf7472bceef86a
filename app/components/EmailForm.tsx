import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailFormSchema, isValidEmail } from '~/forms/email-form';
import type { FormMessage } from '~/lib/auth-errors';
import { useHydrated } from '~/lib/use-hydrated';
import { CsrfInput } from './CsrfInput';
import { ErrorSummary, type FormError } from './ErrorSummary';
import { FormMessageOffer } from './FormMessageOffer';
import { TextField } from './TextField';

type EmailFormProps = {
  id: string;
  action: string;
  submitLabel: string;
  lastResult?: SubmissionResult<string[]> | null;
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
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { email: defaultEmail ?? '' },
    constraint: getZodConstraint(emailFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailFormSchema }),
  });
  const [valid, setValid] = useState(() => isValidEmail(defaultEmail ?? ''));
  // An address typed before the page's JavaScript started is already in the field.
  useEffect(() => {
    const input = document.getElementById(fields.email.id);
    if (input instanceof HTMLInputElement) setValid(isValidEmail(input.value));
  }, [fields.email.id]);
  const formErrors: FormError[] = [...(form.errors ?? []), ...(message ? [message] : [])];
  const submitting = navigation.state === 'submitting';

  return (
    <>
      <ErrorSummary
        fieldErrors={{ email: fields.email.errors }}
        formErrors={formErrors}
        fieldIds={{ email: fields.email.id }}
      />
      {/* Native validation is off so every reader gets the same, translated messages. */}
      <Form {...getFormProps(form)} method="post" action={action} noValidate className="form">
        <CsrfInput />
        {hidden}
        <TextField
          {...getInputProps(fields.email, { type: 'email' })}
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          errors={fields.email.errors}
          onChange={(event) => setValid(isValidEmail(event.currentTarget.value))}
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
