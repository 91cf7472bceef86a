import { staffCodeRequest } from '@contract/staff';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AdminFormMessage, AdminTextField } from '~/components/admin/AdminField';
import { CsrfInput } from '~/components/CsrfInput';
import { type AdminFormReply, readAdminForm, refusedByStaffApi } from '~/lib/admin/admin-form.server';
import {
  getStaffSession,
  redirectWithStaffSession,
  staffSessionStorage,
} from '~/lib/admin/staff-session.server';
import { ApiError, callBackend } from '~/lib/api.server';

// After the password: the first time, the authenticator app is set up here (QR code or the key
// typed in); then a code from it, or a recovery code, each time.

async function halfwaySession(request: Request) {
  const session = await getStaffSession(request);
  const token = session.get('token');
  if (!token || session.get('stage') !== 'password') throw redirect('/admin/sign-in');
  return { session, token, next: session.get('next') ?? 'code' };
}

/** The half-signed-in session ended (ten minutes passed): start again. */
async function startAgain(request: Request): Promise<Response> {
  const session = await getStaffSession(request);
  return redirect('/admin/sign-in?ended=1', {
    headers: { 'Set-Cookie': await staffSessionStorage.destroySession(session) },
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, next, session } = await halfwaySession(request);
  if (next === 'code') return { next, enrollment: null, email: session.get('email') ?? '' };
  try {
    const enrollment = await callBackend('staffEnrollment', { token });
    return { next, enrollment, email: session.get('email') ?? '' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw await startAgain(request);
    throw error;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, token, next } = await halfwaySession(request);
  const form = await readAdminForm(request, staffCodeRequest);
  if (!form.ok) return form.reply;
  try {
    if (next === 'enroll') {
      const { recoveryCodes } = await callBackend('staffConfirmEnrollment', { token, body: form.value });
      session.flash('recoveryCodes', recoveryCodes);
    } else {
      const { recoveryCodesLeft } = await callBackend('staffVerifyCode', { token, body: form.value });
      if (recoveryCodesLeft <= 3)
        session.flash(
          'notice',
          `You have ${recoveryCodesLeft} recovery code${recoveryCodesLeft === 1 ? '' : 's'} left: ask an owner to reset your second factor before they run out.`,
        );
    }
    const me = await callBackend('staffMe', { token });
    session.set('stage', 'signed-in');
    session.set('role', me.role);
    session.unset('next');
    return redirectWithStaffSession(session, next === 'enroll' ? '/admin/recovery-codes' : '/admin');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.code !== 'InvalidCode')
      throw await startAgain(request);
    return refusedByStaffApi(error, form.formData, 'code');
  }
}

export default function SecondFactor() {
  const { next, enrollment, email } = useLoaderData<typeof loader>();
  const reply = useActionData<AdminFormReply>();
  const codeField = (
    <AdminTextField
      id="code"
      name="code"
      label={next === 'enroll' ? 'The 6-digit code your app shows' : 'Code'}
      hint={
        next === 'enroll'
          ? undefined
          : 'The 6-digit code from your authenticator app, or one of your recovery codes.'
      }
      autoComplete="one-time-code"
      inputMode={next === 'enroll' ? 'numeric' : 'text'}
      required
      maxLength={20}
      errors={reply?.fieldErrors.code}
    />
  );
  return (
    <section className="admin-page admin-auth" aria-labelledby="page-title">
      {enrollment ? (
        <>
          <h1 id="page-title">Set up your second factor</h1>
          <p className="muted">
            Every sign-in to the back office asks for a code from an authenticator app (for example 1Password,
            Google Authenticator, Microsoft Authenticator or Aegis) on a device you keep with you.
          </p>
          <AdminFormMessage errors={reply?.formErrors} />
          <ol className="admin-steps admin-card">
            <li>
              <p>Scan this code with your authenticator app:</p>
              <img
                className="admin-qr"
                src={enrollment.qrCode}
                width={240}
                height={240}
                alt={`QR code that adds the Skillpilot back office for ${email} to an authenticator app`}
              />
              <p className="muted">
                Or type this key into the app instead (time-based, 6 digits, 30 seconds):
              </p>
              <p className="admin-secret">
                <span className="visually-hidden">Setup key: </span>
                <code>{enrollment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
              </p>
            </li>
            <li>
              <Form method="post" className="form">
                <CsrfInput />
                {codeField}
                <button type="submit" className="button button-primary">
                  Turn on and continue
                </button>
              </Form>
            </li>
          </ol>
        </>
      ) : (
        <>
          <h1 id="page-title">Enter your code</h1>
          <p className="muted">Signing in as {email}.</p>
          <AdminFormMessage errors={reply?.formErrors} />
          <Form method="post" className="form admin-card">
            <CsrfInput />
            {codeField}
            <button type="submit" className="button button-primary">
              Sign in
            </button>
          </Form>
        </>
      )}
      <p className="admin-aside">
        <Link to="/admin/sign-in">Sign in as someone else</Link>
      </p>
    </section>
  );
}
