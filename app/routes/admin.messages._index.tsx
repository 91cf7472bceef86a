import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { staffDateTime } from '~/lib/admin/admin-format';
import { callAsStaff, requireStaff } from '~/lib/admin/staff-session.server';

const ROLES = ['support'] as const;
const STATUSES = ['new', 'answered', 'closed'] as const;
type Status = (typeof STATUSES)[number];
const TAB_LABEL: Record<Status, string> = { new: 'New', answered: 'Answered', closed: 'Closed' };
const EMPTY: Record<Status, string> = {
  new: 'No new message: everyone who wrote has an answer.',
  answered: 'No answered message waiting to be closed.',
  closed: 'No closed message yet.',
};

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, ROLES);
  const search = new URL(request.url).searchParams;
  const asked = search.get('status');
  const status: Status = STATUSES.find((known) => known === asked) ?? 'new';
  const before = Number(search.get('before'));
  const query = Number.isSafeInteger(before) && before > 0 ? { status, before } : { status };
  const inbox = await callAsStaff(request, staff, 'staffMessages', { query });
  return { ...inbox, status, paged: 'before' in query };
}

export default function Messages() {
  const { messages, counts, nextBefore, status, paged } = useLoaderData<typeof loader>();
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Messages</h1>
      <p className="muted">
        What learners and visitors wrote through the contact form. A reply is mailed to the sender and kept
        here.
      </p>
      <nav className="messages-tabs" aria-label="Messages by status">
        {STATUSES.map((tab) => (
          <Link
            key={tab}
            to={tab === 'new' ? '/admin/messages' : `/admin/messages?status=${tab}`}
            className="messages-tab"
            aria-current={tab === status ? 'page' : undefined}
          >
            {TAB_LABEL[tab]} <span className="admin-count">{counts[tab]}</span>
          </Link>
        ))}
      </nav>
      {messages.length === 0 ? (
        <p className="admin-empty messages-empty">{paged ? 'No older messages.' : EMPTY[status]}</p>
      ) : (
        <ol className="messages-list" aria-label={`${TAB_LABEL[status]} messages, newest first`}>
          {messages.map((message) => (
            <li key={message.id} className="messages-item">
              <p className="messages-item-head">
                <Link to={`/admin/messages/${message.id}`} className="messages-item-topic">
                  {message.topic}
                  <span className="visually-hidden"> from {message.name || message.email}</span>
                </Link>
                <span className="messages-item-date">{staffDateTime(message.createdAt)}</span>
              </p>
              <p className="messages-item-from">
                {message.name ? `${message.name} · ` : ''}
                {message.email}
                {message.learnerId ? (
                  <>
                    {' · '}
                    <Link to={`/admin/learners/${message.learnerId}`}>learner #{message.learnerId}</Link>
                  </>
                ) : null}
              </p>
              <p className="messages-item-line">{message.firstLine}</p>
            </li>
          ))}
        </ol>
      )}
      {nextBefore ? (
        <p>
          <Link
            to={`/admin/messages?status=${status}&before=${nextBefore}`}
            className="button button-secondary"
          >
            Older messages
          </Link>
        </p>
      ) : null}
    </section>
  );
}
