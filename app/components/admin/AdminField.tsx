import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

// The back office's fields: label above, hint and error below, wired for screen readers. Its
// messages are English sentences, shown as they are (learners' fields take locale keys instead).

type Frame = { id: string; label: ReactNode; hint?: ReactNode; errors?: string[] };

function describedBy({ id, hint, errors }: Frame) {
  return (
    [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  );
}

function FieldFrame({ id, label, hint, errors, children }: Frame & { children: ReactNode }) {
  return (
    <div className={`field${errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {errors?.length ? (
        <p id={`${id}-error`} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export function AdminTextField({
  label,
  hint,
  errors,
  ...input
}: Frame & InputHTMLAttributes<HTMLInputElement>) {
  const frame = { id: input.id, label, hint, errors };
  return (
    <FieldFrame {...frame}>
      <input
        {...input}
        className="field-input"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(frame)}
      />
    </FieldFrame>
  );
}

export function AdminTextArea({
  label,
  hint,
  errors,
  ...textarea
}: Frame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const frame = { id: textarea.id, label, hint, errors };
  return (
    <FieldFrame {...frame}>
      <textarea
        {...textarea}
        className="field-input field-textarea admin-reason"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(frame)}
      />
    </FieldFrame>
  );
}

export function AdminSelect({
  label,
  hint,
  errors,
  children,
  ...select
}: Frame & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const frame = { id: select.id, label, hint, errors };
  return (
    <FieldFrame {...frame}>
      <select
        {...select}
        className="field-input"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(frame)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** The form's own problems, announced: what went wrong that is not one field's. */
export function AdminFormMessage({ errors, notice }: { errors?: string[] | null; notice?: string | null }) {
  if (errors?.length)
    return (
      <div className="admin-message admin-message-error" role="alert">
        {errors.join(' ')}
      </div>
    );
  if (notice)
    return (
      <div className="admin-message admin-message-success" role="status">
        {notice}
      </div>
    );
  return null;
}
