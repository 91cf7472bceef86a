import { staffSignInRequest } from '@contract/staff';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { AdminFormMessage, AdminTextField } from '~/components/admin/AdminField';
import { CsrfInput } from '~/components/CsrfInput';
import { type AdminFormReply, readAdminForm, refusedByStaffApi } from '~/lib/admin/admin-form.server';
import { getStaffSession, redirectWithStaffSession } from '~/lib/admin/staff-session.server';
import { callBackend } from '~/lib/api.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getStaffSession(request);
  if (session.get('stage') === 'signed-in') throw redirect('/admin');
  const url = new URL(request.url);
  const notice = url.searchParams.has('ended')
    ? 'Your session ended: sign in again.'
    : url.searchParams.has('signed-out')
      ? 'You are signed out.'
      : url.searchParams.has('password-set')
        ? 'Your password is set. Sign in to set up your second factor.'
        : null;
  return { notice };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readAdminForm(request, staffSignInRequest);
  if (!form.ok) return form.reply;
  try {
    const signedIn = await callBackend('staffSignIn', { body: form.value });
    const session = await getStaffSession(request);
    session.set('token', signedIn.token);
    session.set('stage', 'password');
    session.set('next', signedIn.next);
    session.set('email', form.value.email);
    return redirectWithStaffSession(session, '/admin/second-factor');
  } catch (error) {
    return refusedByStaffApi(error, form.formData);
  }
}

export default function StaffSignIn() {
  const { notice } = useLoaderData<typeof loader>();
  const reply = useActionData<AdminFormReply>();
  return (
    <section className="admin-page admin-auth" aria-labelledby="page-title">
      <h1 id="page-title">Sign in to the back office</h1>
      <p className="muted">For Skillpilot staff. Learners sign in on the main site.</p>
      <AdminFormMessage errors={reply?.formErrors} notice={notice} />
      <Form method="post" className="form admin-card">
        <CsrfInput />
        <AdminTextField
          id="email"
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={reply?.values.email}
          errors={reply?.fieldErrors.email}
        />
        <AdminTextField
          id="password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          maxLength={1024}
          errors={reply?.fieldErrors.password}
        />
        <button type="submit" className="button button-primary">
          Continue
        </button>
      </Form>
    </section>
  );
}
