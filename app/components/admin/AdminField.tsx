import type { ComponentProps } from 'react';
import { SelectField, TextAreaField, TextField } from '../TextField';

// The back office's fields are the product's own, with errors in English sentences shown as they
// are (learners' fields take locale keys instead).

export const AdminTextField = (props: ComponentProps<typeof TextField>) => (
  <TextField {...props} plainErrors />
);

export const AdminTextArea = (props: ComponentProps<typeof TextAreaField>) => (
  <TextAreaField {...props} plainErrors />
);

export const AdminSelect = (props: ComponentProps<typeof SelectField>) => (
  <SelectField {...props} plainErrors />
);

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
