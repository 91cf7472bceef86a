import { staffLearnerAction, staffLearnerParams } from '@contract/staff';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { AdminFormMessage } from '~/components/admin/AdminField';
import { LearnerActions, refundableOf } from '~/components/admin/LearnerActions';
import { LearnerRecord } from '~/components/admin/LearnerRecord';
import { type AdminFormReply, readAdminForm, refusedByStaffApi } from '~/lib/admin/admin-form.server';
import {
  callAsStaff,
  freshCodeNeeded,
  getStaffSession,
  requireStaff,
  staffSessionStorage,
} from '~/lib/admin/staff-session.server';
import { ApiError } from '~/lib/api.server';

const ROLES = ['support', 'finance'] as const;
const RUNNING = new Set(['active', 'trialing', 'past_due']);

function learnerIdOf(params: Record<string, string | undefined>): number {
  const parsed = staffLearnerParams.safeParse({ id: params.id });
  if (!parsed.success) throw data({ code: 'not_found' }, { status: 404 });
  return parsed.data.id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, ROLES);
  const id = learnerIdOf(params);
  try {
    const learner = await callAsStaff(request, staff, 'staffLearner', { params: { id } });
    const session = await getStaffSession(request);
    const notice = session.get('notice') ?? null;
    const now = Date.now();
    const codeNeeded = freshCodeNeeded(staff);
    return data(
      { learner, role: staff.role, codeNeeded, notice, now },
      notice ? { headers: { 'Set-Cookie': await staffSessionStorage.commitSession(session) } } : undefined,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ code: 'not_found' }, { status: 404 });
    throw error;
  }
}

// The forms name their action `intent` (a field named `action` would hide the form's own attribute).
const actionForm = staffLearnerAction;

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, ROLES);
  const id = learnerIdOf(params);
  const form = await readAdminForm(request, actionForm, { rename: { intent: 'action' } });
  if (!form.ok) return form.reply;
  try {
    const { message } = await callAsStaff(request, staff, 'staffLearnerAction', {
      params: { id },
      body: form.value,
    });
    const session = await getStaffSession(request);
    session.flash('notice', message);
    return new Response(null, {
      status: 303,
      headers: {
        Location: `/admin/learners/${id}`,
        'Set-Cookie': await staffSessionStorage.commitSession(session),
      },
    });
  } catch (error) {
    const field = error instanceof ApiError && error.code === 'InvalidCode' ? 'code' : undefined;
    return refusedByStaffApi(error, form.formData, field);
  }
}

export default function LearnerPage() {
  const { learner, role, codeNeeded, notice, now } = useLoaderData<typeof loader>();
  const reply = useActionData<AdminFormReply>();
  const current = learner.subscriptions[0];
  const planRunning = Boolean(
    current && RUNNING.has(current.status) && Date.parse(current.currentPeriodEnd) > now,
  );
  return (
    <section className="admin-page admin-learner" aria-labelledby="page-title">
      <p className="admin-crumbs">
        <Link to="/admin/learners">Learners</Link>
        <a href="#actions-title" className="admin-jump">
          Jump to actions
        </a>
      </p>
      <h1 id="page-title">{learner.email}</h1>
      <AdminFormMessage notice={notice} />
      <div className="admin-learner-grid">
        <LearnerRecord learner={learner} />
        <aside className="admin-learner-side" aria-labelledby="actions-title">
          <h2 id="actions-title">Actions</h2>
          <LearnerActions
            role={role}
            reply={reply}
            codeNeeded={codeNeeded}
            learner={{
              email: learner.email,
              pinSet: learner.pin.isSet,
              pinLocked: learner.pin.lockedUntil !== null,
              deleted: learner.deletedAt !== null,
              restorable: learner.purgeAt !== null && Date.parse(learner.purgeAt) > now,
              planRunning,
              planRenews: Boolean(current && !current.cancelAtPeriodEnd),
              refundable: refundableOf(learner.payments, current?.id),
            }}
          />
        </aside>
      </div>
    </section>
  );
}
