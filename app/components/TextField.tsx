import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from '~/lib/i18n';

type Common = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  optional?: boolean;
  /** Errors are sentences to show as they are (the back office's), not locale keys. */
  plainErrors?: boolean;
};

/** Label above, hint and error below, wired for screen readers. Errors are locale keys. */
function FieldFrame({
  id,
  label,
  hint,
  errors,
  optional,
  plainErrors,
  children,
}: Common & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`field${errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {optional ? <span className="field-optional"> ({t('form.optional')})</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {errors?.length ? (
        <p id={`${id}-error`} className="field-error">
          {errors.map((key) => (plainErrors ? key : t(key))).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(common: Common) {
  const ids = [common.hint ? `${common.id}-hint` : null, common.errors?.length ? `${common.id}-error` : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

export function TextField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { label, hint, errors, optional, plainErrors, ...input } = props;
  return (
    <FieldFrame {...props}>
      <input
        {...input}
        className="field-input"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(props)}
      />
    </FieldFrame>
  );
}

export function TextAreaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { label, hint, errors, optional, plainErrors, ...textarea } = props;
  return (
    <FieldFrame {...props}>
      <textarea
        {...textarea}
        className="field-input field-textarea"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(props)}
      />
    </FieldFrame>
  );
}

/** A list to choose from; `placeholder` is the empty first option a required choice starts on. */
export function SelectField(
  props: Common &
    SelectHTMLAttributes<HTMLSelectElement> & {
      options: readonly { value: string; label: string }[];
      placeholder?: string;
    },
) {
  const { label, hint, errors, optional, plainErrors, options, placeholder, ...select } = props;
  return (
    <FieldFrame {...props}>
      <select
        {...select}
        className="field-input field-select"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(props)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
