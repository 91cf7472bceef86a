import { messageParams, messageStatusRequest, replyRequest } from '@contract/staff-messages';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AdminFormMessage, AdminTextArea } from '~/components/admin/AdminField';
import { CsrfInput } from '~/components/CsrfInput';
import { type AdminFormReply, readAdminForm, refusedByStaffApi } from '~/lib/admin/admin-form.server';
import { staffDateTime } from '~/lib/admin/admin-format';
import {
  callAsStaff,
  getStaffSession,
  requireStaff,
  staffSessionStorage,
} from '~/lib/admin/staff-session.server';
import { ApiError } from '~/lib/api.server';

const ROLES = ['support'] as const;
const STATUS_LABEL = { new: 'New', answered: 'Answered', closed: 'Closed' } as const;

function messageIdOf(params: Record<string, string | undefined>): number {
  const parsed = messageParams.safeParse({ id: params.id });
  if (!parsed.success) throw data({ code: 'not_found' }, { status: 404 });
  return parsed.data.id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, ROLES);
  const id = messageIdOf(params);
  try {
    const message = await callAsStaff(request, staff, 'staffMessage', { params: { id } });
    const session = await getStaffSession(request);
    const notice = session.get('notice') ?? null;
    return data(
      { message, notice },
      notice ? { headers: { 'Set-Cookie': await staffSessionStorage.commitSession(session) } } : undefined,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ code: 'not_found' }, { status: 404 });
    throw error;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, ROLES);
  const id = messageIdOf(params);
  const intent = new URL(request.url).searchParams.get('intent') === 'status' ? 'status' : 'reply';
  const form =
    intent === 'status'
      ? await readAdminForm(request, messageStatusRequest)
      : await readAdminForm(request, replyRequest);
  if (!form.ok) return form.reply;
  try {
    const { message } =
      intent === 'status'
        ? await callAsStaff(request, staff, 'staffMessageStatus', {
            params: { id },
            body: form.value as typeof messageStatusRequest._output,
          })
        : await callAsStaff(request, staff, 'staffReplyToMessage', {
            params: { id },
            body: form.value as typeof replyRequest._output,
          });
    const session = await getStaffSession(request);
    session.flash('notice', message);
    return new Response(null, {
      status: 303,
      headers: {
        Location: `/admin/messages/${id}`,
        'Set-Cookie': await staffSessionStorage.commitSession(session),
      },
    });
  } catch (error) {
    return refusedByStaffApi(error, form.formData);
  }
}

export default function MessagePage() {
  const { message, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<AdminFormReply>();
  const mine = (intent: 'reply' | 'status') => (reply?.values.intent === intent ? reply : undefined);
  const closed = message.status === 'closed';
  const statusTitle = closed ? 'Reopen the message' : 'Close without replying';
  return (
    <section className="admin-page messages-thread-page" aria-labelledby="page-title">
      <p className="admin-crumbs">
        <Link to="/admin/messages">Messages</Link>
      </p>
      <h1 id="page-title">{message.topic}</h1>
      <AdminFormMessage notice={notice} />
      <dl className="admin-facts messages-facts">
        <div>
          <dt>From</dt>
          <dd>
            {message.name ? `${message.name} · ` : ''}
            {message.email}
          </dd>
        </div>
        <div>
          <dt>Learner</dt>
          <dd>
            {message.learnerId ? (
              <Link to={`/admin/learners/${message.learnerId}`}>
                {message.learnerEmail ?? `#${message.learnerId}`}
              </Link>
            ) : (
              'No account with this address'
            )}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`admin-badge messages-status messages-status-${message.status}`}>
              {STATUS_LABEL[message.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>Replies are mailed in</dt>
          <dd>{message.lang === 'en' ? 'English' : message.lang}</dd>
        </div>
      </dl>

      <h2 id="thread-title">Thread</h2>
      <ol className="messages-thread" aria-labelledby="thread-title">
        {message.thread.map((entry, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the thread only grows at its end
            key={index}
            className={`messages-entry messages-entry-${entry.kind}`}
          >
            <p className="messages-entry-head">
              <span className="messages-entry-from">
                {entry.kind === 'reply' ? `Reply from ${entry.from}` : `${entry.from} wrote`}
              </span>
              <span className="messages-entry-date">{staffDateTime(entry.createdAt)}</span>
            </p>
            <p className="messages-entry-body">{entry.body}</p>
          </li>
        ))}
      </ol>

      <div className="admin-two messages-forms">
        <Form
          method="post"
          action="?intent=reply"
          // A new key after each reply empties the form: with JavaScript the page is not loaded again.
          key={`reply-${message.thread.length}`}
          className="form admin-card"
          aria-labelledby="reply-title"
        >
          <h2 id="reply-title">Reply</h2>
          <p className="muted">Mailed to {message.email} as you write it, and kept in the thread.</p>
          <AdminFormMessage errors={mine('reply')?.formErrors} />
          <CsrfInput />
          <input type="hidden" name="intent" value="reply" />
          <AdminTextArea
            id="reply-body"
            name="body"
            label="Your reply"
            required
            rows={8}
            maxLength={5000}
            defaultValue={mine('reply')?.values.body}
            errors={mine('reply')?.fieldErrors.body}
          />
          <label className="checkbox-label messages-close">
            <input
              type="checkbox"
              name="close"
              value="on"
              defaultChecked={mine('reply')?.values.close === 'on'}
            />
            <span>Close after replying</span>
          </label>
          <button type="submit" className="button button-primary">
            Send the reply
          </button>
        </Form>

        <Form
          method="post"
          action="?intent=status"
          key={`status-${message.status}`}
          className="form admin-card"
          aria-labelledby="status-title"
        >
          <h2 id="status-title">{statusTitle}</h2>
          <p className="muted">
            {closed
              ? 'Puts the message back among the new ones.'
              : 'For a message that needs no answer, or was answered another way.'}
          </p>
          <AdminFormMessage errors={mine('status')?.formErrors} />
          <CsrfInput />
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="status" value={closed ? 'new' : 'closed'} />
          <AdminTextArea
            id="status-reason"
            name="reason"
            label="Reason"
            hint="Kept in the audit log with your name."
            required
            rows={2}
            maxLength={500}
            defaultValue={mine('status')?.values.reason}
            errors={mine('status')?.fieldErrors.reason ?? mine('status')?.fieldErrors.status}
          />
          <button type="submit" className="button button-secondary">
            {closed ? 'Reopen' : 'Close'}
          </button>
        </Form>
      </div>
    </section>
  );
}
