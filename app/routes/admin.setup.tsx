import { staffPasswordRequest } from '@contract/staff';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { AdminFormMessage, AdminTextField } from '~/components/admin/AdminField';
import { CsrfInput } from '~/components/CsrfInput';
import { type AdminFormReply, readAdminForm, refusedByStaffApi } from '~/lib/admin/admin-form.server';
import { ApiError, callBackend } from '~/lib/api.server';

// The one-time link from an owner (or `npm run admin -- staff:create`): choose a password.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token.length < 16) return { token: null, email: null };
  try {
    const { email } = await callBackend('staffSetup', { query: { token } });
    return { token, email };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return { token: null, email: null };
    throw error;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readAdminForm(request, staffPasswordRequest);
  if (!form.ok) return form.reply;
  try {
    await callBackend('staffSetPassword', { body: form.value });
  } catch (error) {
    return refusedByStaffApi(error, form.formData, 'password');
  }
  return redirect('/admin/sign-in?password-set=1');
}

export default function StaffSetup() {
  const { token, email } = useLoaderData<typeof loader>();
  const reply = useActionData<AdminFormReply>();
  if (!token)
    return (
      <section className="admin-page admin-auth" aria-labelledby="page-title">
        <h1 id="page-title">This link does not work any more</h1>
        <p>
          A set-password link works once, for 72 hours. Ask an owner of the back office to add you again, or
          sign in if you have set your password already.
        </p>
        <p>
          <a href="/admin/sign-in">Sign in</a>
        </p>
      </section>
    );
  return (
    <section className="admin-page admin-auth" aria-labelledby="page-title">
      <h1 id="page-title">Choose your password</h1>
      <p className="muted">For {email}, in the Skillpilot back office.</p>
      <AdminFormMessage errors={reply?.formErrors} />
      <Form method="post" className="form admin-card">
        <CsrfInput />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="username" value={email ?? ''} autoComplete="username" />
        <AdminTextField
          id="password"
          name="password"
          type="password"
          label="New password"
          hint="At least 12 characters. A few unrelated words make a strong password that is easy to type; no symbols needed. Common passwords are refused."
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          errors={reply?.fieldErrors.password}
        />
        <button type="submit" className="button button-primary">
          Set password
        </button>
      </Form>
    </section>
  );
}
