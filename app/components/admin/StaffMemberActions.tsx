import type { StaffRole } from '@contract/staff';
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { AdminFormReply } from '~/lib/admin/admin-form.server';
import { CsrfInput } from '../CsrfInput';
import { AdminFormMessage, AdminSelect } from './AdminField';
import { FreshCodeField, ReasonField } from './AuditFields';

export const ROLE_TEXT: Record<StaffRole, string> = {
  owner: 'Owner: everything, and the staff',
  support: 'Support: learners and their accounts',
  finance: 'Finance: plans, refunds and reports',
  content: 'Content: previews and news feeds',
};

export const ROLE_OPTIONS = Object.entries(ROLE_TEXT).map(([value, label]) => ({ value, label }));

type Member = { id: number; email: string; role: StaffRole; disabled: boolean };

/** One owner's action on a member: its fields, the reason, a code when one is due, and its button. */
function MemberForm({
  member,
  intent,
  button,
  danger,
  reply,
  codeNeeded,
  children,
}: {
  member: Member;
  intent: string;
  button: string;
  danger?: boolean;
  reply: AdminFormReply | undefined;
  codeNeeded: boolean;
  children?: ReactNode;
}) {
  const mine =
    reply?.values.member === String(member.id) && reply.values.intent === intent ? reply : undefined;
  const id = (field: string) => `member-${member.id}-${intent}-${field}`;
  return (
    <Form
      method="post"
      action="/admin/staff?member"
      className="form admin-member-form"
      aria-label={`${button}: ${member.email}`}
    >
      <CsrfInput />
      <input type="hidden" name="member" value={member.id} />
      <input type="hidden" name="intent" value={intent} />
      <AdminFormMessage errors={mine?.formErrors} />
      {children}
      <ReasonField id={id('reason')} defaultValue={mine?.values.reason} errors={mine?.fieldErrors.reason} />
      {codeNeeded || mine?.needsCode ? (
        <FreshCodeField id={id('code')} errors={mine?.fieldErrors.code} />
      ) : null}
      <button
        type="submit"
        className={`button button-small ${danger ? 'button-danger' : 'button-secondary'}`}
      >
        {button}
      </button>
    </Form>
  );
}

/** What an owner may do to another member's account, folded under "Manage". */
export function StaffMemberActions({
  member,
  reply,
  codeNeeded,
}: {
  member: Member;
  reply: AdminFormReply | undefined;
  codeNeeded: boolean;
}) {
  const open = reply?.values.member === String(member.id);
  const common = { member, reply, codeNeeded };
  return (
    <details className="admin-action" open={open}>
      <summary>
        Manage<span className="visually-hidden"> {member.email}</span>
      </summary>
      <div className="admin-member-forms">
        <MemberForm {...common} intent="change-role" button="Change the role">
          <AdminSelect
            id={`member-${member.id}-role`}
            name="role"
            label="New role"
            defaultValue={member.role}
            options={ROLE_OPTIONS}
          />
        </MemberForm>
        <MemberForm {...common} intent="start-again" button="Start again (new password and app)" />
        {member.disabled ? (
          <MemberForm {...common} intent="enable" button="Let them sign in again" />
        ) : (
          <MemberForm {...common} intent="disable" button="Stop them signing in" danger />
        )}
      </div>
    </details>
  );
}
