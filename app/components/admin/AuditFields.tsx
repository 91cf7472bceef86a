import { AdminTextArea, AdminTextField } from './AdminField';

// What every audited action asks besides its own fields: the reason, and a fresh code from the
// authenticator app when the last one is too old.

export function ReasonField({
  id,
  defaultValue,
  errors,
}: {
  id: string;
  defaultValue?: string;
  errors?: string[];
}) {
  return (
    <AdminTextArea
      id={id}
      name="reason"
      label="Reason"
      hint="Kept in the audit log with your name."
      required
      rows={2}
      maxLength={500}
      defaultValue={defaultValue}
      errors={errors}
    />
  );
}

export function FreshCodeField({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <AdminTextField
      id={id}
      name="code"
      label="Code from your authenticator app"
      hint="This needs a fresh code: none was given in the last 5 minutes."
      autoComplete="one-time-code"
      inputMode="numeric"
      required
      maxLength={20}
      errors={errors}
    />
  );
}
