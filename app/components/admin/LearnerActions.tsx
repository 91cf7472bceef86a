import { mayDoForLearner, type StaffLearnerActionName, type StaffRole } from '@contract/staff';
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { AdminFormReply } from '~/lib/admin/admin-form.server';
import { staffMoney } from '~/lib/admin/admin-format';
import { CsrfInput } from '../CsrfInput';
import { AdminFormMessage, AdminSelect, AdminTextField } from './AdminField';
import { FreshCodeField, ReasonField } from './AuditFields';

export type LearnerActionName = StaffLearnerActionName;

/**
 * What end-and-refund would give back, as staff read it: the plan's last charge that went through,
 * if no refund of the plan came after it (the backend decides, this only hides a form it would refuse).
 */
export function refundableOf(
  payments: {
    subscriptionId: string | null;
    kind: string;
    status: string;
    amount: number;
    currency: string;
  }[],
  subscriptionId: string | undefined,
): string | null {
  const mine = payments.filter((row) => subscriptionId && row.subscriptionId === subscriptionId);
  const last = mine.find((row) => row.status === 'succeeded');
  return last?.kind === 'charge' ? staffMoney(last.amount, last.currency) : null;
}

export interface LearnerActionState {
  email: string;
  pinSet: boolean;
  pinLocked: boolean;
  deleted: boolean;
  restorable: boolean;
  planRunning: boolean;
  planRenews: boolean;
  /** What end-and-refund would give back (the newest plan's last charge, not refunded yet), if anything. */
  refundable: string | null;
}

type Props = {
  role: StaffRole;
  learner: LearnerActionState;
  /** The last refused form's answer, shown under the form it came from. */
  reply: AdminFormReply | undefined;
  /** Whether dangerous actions ask for a code now (none given in the last few minutes). */
  codeNeeded: boolean;
};

/** One action: a heading, what it does, its fields, the reason for the audit log, and its button. */
function ActionForm({
  name,
  title,
  about,
  button,
  danger,
  reply,
  withCode,
  children,
}: {
  name: LearnerActionName;
  title: string;
  about: string;
  button: string;
  danger?: boolean;
  reply: AdminFormReply | undefined;
  withCode?: boolean;
  children?: ReactNode;
}) {
  const mine = reply?.values.intent === name ? reply : undefined;
  const id = (field: string) => `${name}-${field}`;
  return (
    <details className={`admin-action${danger ? ' admin-action-danger' : ''}`} open={Boolean(mine)}>
      <summary>{title}</summary>
      <Form method="post" className="form" aria-label={title}>
        <p className="muted">{about}</p>
        <AdminFormMessage errors={mine?.formErrors} />
        <CsrfInput />
        <input type="hidden" name="intent" value={name} />
        {children}
        <ReasonField id={id('reason')} defaultValue={mine?.values.reason} errors={mine?.fieldErrors.reason} />
        {withCode ? <FreshCodeField id={id('code')} errors={mine?.fieldErrors.code} /> : null}
        <button type="submit" className={`button ${danger ? 'button-danger' : 'button-primary'}`}>
          {button}
        </button>
      </Form>
    </details>
  );
}

/** The actions this staff member may take for this learner now, each a form of its own. */
export function LearnerActions({ role, learner, reply, codeNeeded }: Props) {
  const code = (name: LearnerActionName) =>
    codeNeeded || (reply?.values.intent === name && reply.needsCode === true);
  const values = (name: LearnerActionName) => (reply?.values.intent === name ? reply : undefined);
  const errors = (name: LearnerActionName, field: string) => values(name)?.fieldErrors[field];
  const may = (action: LearnerActionName) => mayDoForLearner(role, action);
  return (
    <div className="admin-actions">
      {may('extend-plan') && learner.planRunning ? (
        <ActionForm
          name="extend-plan"
          title="Extend the plan"
          about="Moves the end of the current period later, at no charge: a gesture after a problem."
          button="Extend"
          reply={reply}
        >
          <AdminTextField
            id="extend-plan-days"
            name="days"
            type="number"
            label="Days"
            min={1}
            max={90}
            required
            defaultValue={values('extend-plan')?.values.days ?? '7'}
            errors={errors('extend-plan', 'days')}
          />
        </ActionForm>
      ) : null}
      {may('grant-plan') ? (
        <ActionForm
          name="grant-plan"
          title="Grant a plan"
          about="Starts a new plan now at no charge, ending the one running. The built-in provider renews it."
          button="Grant"
          reply={reply}
        >
          <AdminSelect
            id="grant-plan-plan"
            name="plan"
            label="Plan"
            defaultValue={values('grant-plan')?.values.plan ?? '4-week'}
            errors={errors('grant-plan', 'plan')}
            options={[
              { value: '1-week', label: '1 week' },
              { value: '4-week', label: '4 weeks' },
              { value: '12-week', label: '12 weeks' },
            ]}
          />
        </ActionForm>
      ) : null}
      {may('cancel-at-period-end') && learner.planRunning && learner.planRenews ? (
        <ActionForm
          name="cancel-at-period-end"
          title="Cancel at the end of the period"
          about="The plan stops renewing; the learner keeps access until the period ends."
          button="Cancel renewal"
          reply={reply}
        />
      ) : null}
      {may('end-and-refund') && learner.refundable ? (
        <ActionForm
          name="end-and-refund"
          title="End the plan and refund"
          about={`Ends the plan now and refunds its last charge in full (${learner.refundable}) to the card that paid it, through Stripe for a Stripe plan.`}
          button="End and refund"
          danger
          withCode={code('end-and-refund')}
          reply={reply}
        />
      ) : null}
      {may('lift-pin-lock') && learner.pinLocked ? (
        <ActionForm
          name="lift-pin-lock"
          title="Lift the PIN lock"
          about="Too many wrong PINs locked sign-in. Lift it once you are sure the learner is who they say."
          button="Lift the lock"
          reply={reply}
        />
      ) : null}
      {may('resend-set-pin-link') && !learner.pinSet && !learner.deleted ? (
        <ActionForm
          name="resend-set-pin-link"
          title="Resend the set-PIN link"
          about={`Mails a new link to ${learner.email} to choose a PIN.`}
          button="Send the link"
          reply={reply}
        />
      ) : null}
      {may('change-email') && !learner.deleted ? (
        <ActionForm
          name="change-email"
          title="Change the email"
          about="Moves the account to a new address at once and signs the learner out everywhere; both addresses are told."
          button="Change the email"
          danger
          withCode={code('change-email')}
          reply={reply}
        >
          <AdminTextField
            id="change-email-email"
            name="email"
            type="email"
            label="New email"
            required
            maxLength={254}
            defaultValue={values('change-email')?.values.email}
            errors={errors('change-email', 'email')}
          />
        </ActionForm>
      ) : null}
      {may('undo-deletion') && learner.deleted && learner.restorable ? (
        <ActionForm
          name="undo-deletion"
          title="Restore the account"
          about="Undoes the deletion within its 28 days. Renewals stay stopped until the learner keeps the plan."
          button="Restore"
          reply={reply}
        />
      ) : null}
      {may('delete-account') && !learner.deleted ? (
        <ActionForm
          name="delete-account"
          title="Delete the account"
          about="Signs the learner out and stops renewals now; everything is removed for good after 28 days unless restored."
          button="Delete the account"
          danger
          withCode={code('delete-account')}
          reply={reply}
        />
      ) : null}
    </div>
  );
}
