import { createStaffRequest } from '@contract/staff';
import { staffMemberAction } from '@contract/staff-members';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { AdminFormMessage, AdminSelect, AdminTextField } from '~/components/admin/AdminField';
import { FreshCodeField } from '~/components/admin/AuditFields';
import { ROLE_OPTIONS, StaffMemberActions } from '~/components/admin/StaffMemberActions';
import { CsrfInput } from '~/components/CsrfInput';
import { type AdminFormReply, readAdminForm, refusedByStaffApi } from '~/lib/admin/admin-form.server';
import { staffDateTime } from '~/lib/admin/admin-format';
import { callAsStaff, freshCodeNeeded, requireStaff } from '~/lib/admin/staff-session.server';
import { ApiError } from '~/lib/api.server';

const OWNERS = [] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, OWNERS);
  const { staff: members } = await callAsStaff(request, staff, 'staffList', {});
  const codeNeeded = freshCodeNeeded(staff);
  return { members, codeNeeded, me: staff.id };
}

type Added = { added: { email: string; role: string; setupUrl: string } };
type Done = { done: { message: string; setupUrl: string | null } };

/** A form about an existing member names them; the form that adds one does not. */
async function manageMember(request: Request, staff: { token: string }) {
  const form = await readAdminForm(request, staffMemberAction, { rename: { intent: 'action' } });
  if (!form.ok) return form.reply;
  const id = Number(form.formData.get('member'));
  if (!Number.isSafeInteger(id) || id < 1) throw data({ code: 'not_found' }, { status: 404 });
  try {
    const done = await callAsStaff(request, staff, 'staffMemberAction', { params: { id }, body: form.value });
    return { done } satisfies Done;
  } catch (error) {
    const field = error instanceof ApiError && error.code === 'InvalidCode' ? 'code' : undefined;
    return refusedByStaffApi(error, form.formData, field);
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request, OWNERS);
  if (new URL(request.url).searchParams.has('member')) return manageMember(request, staff);
  const form = await readAdminForm(request, createStaffRequest);
  if (!form.ok) return form.reply;
  try {
    const created = await callAsStaff(request, staff, 'staffCreate', { body: form.value });
    // The link is shown once, here: it is the new member's way in, so it is never put in a cookie.
    return {
      added: { email: created.email, role: created.role, setupUrl: created.setupUrl },
    } satisfies Added;
  } catch (error) {
    const field =
      error instanceof ApiError && error.code === 'InvalidCode'
        ? 'code'
        : error instanceof ApiError && error.code === 'EmailTaken'
          ? 'email'
          : undefined;
    return refusedByStaffApi(error, form.formData, field);
  }
}

export default function StaffPage() {
  const { members, codeNeeded, me } = useLoaderData<typeof loader>();
  const answer = useActionData<AdminFormReply | Added | Done>();
  const reply = answer && 'fieldErrors' in answer ? answer : undefined;
  // The form that adds a member shows its own refusals; each member's forms show theirs.
  const addReply = reply && !reply.values.member ? reply : undefined;
  const added = answer && 'added' in answer ? answer.added : undefined;
  const done = answer && 'done' in answer ? answer.done : undefined;
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Staff</h1>
      <div className="admin-two">
        <section className="admin-card admin-section" aria-labelledby="members-title">
          <h2 id="members-title">Members</h2>
          {done ? (
            <div className="admin-message admin-message-success" role="status">
              <p>{done.message}</p>
              {done.setupUrl ? (
                <p className="admin-secret">
                  <code>{done.setupUrl}</code>
                </p>
              ) : null}
            </div>
          ) : null}
          <ul className="admin-list">
            {members.map((member) => (
              <li key={member.id}>
                <p>
                  <strong>{member.email}</strong> <span className="admin-role">{member.role}</span>
                  {member.disabled ? <span className="admin-badge admin-badge-danger">disabled</span> : null}
                  {member.secondFactor ? null : <span className="admin-badge">not signed in yet</span>}
                </p>
                <p className="muted">Last sign-in: {staffDateTime(member.lastSignInAt)}</p>
                {member.id === me ? null : (
                  <StaffMemberActions member={member} reply={reply} codeNeeded={codeNeeded} />
                )}
              </li>
            ))}
          </ul>
        </section>
        <section className="admin-card admin-section" aria-labelledby="add-title">
          <h2 id="add-title">Add a staff member</h2>
          {added ? (
            <div className="admin-message admin-message-success" role="status">
              <p>
                {added.email} is added as {added.role}. Send them this link to set their password; it works
                once, for 72 hours, and is not shown again:
              </p>
              <p className="admin-secret">
                <code>{added.setupUrl}</code>
              </p>
            </div>
          ) : null}
          <AdminFormMessage errors={addReply?.formErrors} />
          <Form method="post" className="form">
            <CsrfInput />
            <AdminTextField
              id="email"
              name="email"
              type="email"
              label="Email"
              required
              maxLength={254}
              defaultValue={addReply?.values.email}
              errors={addReply?.fieldErrors.email}
            />
            <AdminSelect
              id="role"
              name="role"
              label="Role"
              defaultValue={addReply?.values.role ?? 'support'}
              errors={addReply?.fieldErrors.role}
              options={ROLE_OPTIONS}
            />
            {codeNeeded || addReply?.needsCode ? (
              <FreshCodeField id="code" errors={addReply?.fieldErrors.code} />
            ) : null}
            <button type="submit" className="button button-primary">
              Add
            </button>
          </Form>
        </section>
      </div>
    </section>
  );
}
