import type { OperationOutput } from '@contract/operations';
import type { ReactNode } from 'react';
import { staffDate, staffDateTime, staffMoney } from '~/lib/admin/admin-format';
import { ScrollTable } from './ScrollTable';

type Learner = OperationOutput<'staffLearner'>;

function Section({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section className="admin-card admin-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="admin-count">{count}</span>
      </h2>
      {count === 0 ? <p className="admin-empty">{empty}</p> : children}
    </section>
  );
}

/** Everything the product holds about a learner, read-only: the record support works from. */
export function LearnerRecord({ learner }: { learner: Learner }) {
  const { pin } = learner;
  return (
    <div className="admin-learner-record">
      <section className="admin-card admin-section" aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <dl className="admin-facts">
          <div>
            <dt>Name</dt>
            <dd>{learner.name}</dd>
          </div>
          <div>
            <dt>Name on certificates</dt>
            <dd>{learner.certificateName ?? 'not chosen yet'}</dd>
          </div>
          <div>
            <dt>Language</dt>
            <dd>{learner.lang}</dd>
          </div>
          <div>
            <dt>Joined</dt>
            <dd>{staffDateTime(learner.createdAt)}</dd>
          </div>
          <div>
            <dt>Marketing mail</dt>
            <dd>{learner.marketingConsent ? 'agreed' : 'not agreed'}</dd>
          </div>
          <div>
            <dt>PIN</dt>
            <dd>
              {pin.isSet ? 'set' : 'not set yet'}
              {pin.lockedUntil ? (
                <span className="admin-badge admin-badge-danger">
                  locked until {staffDateTime(pin.lockedUntil)}
                </span>
              ) : pin.wrongTries > 0 ? (
                <span className="admin-badge">{pin.wrongTries} wrong</span>
              ) : null}
            </dd>
          </div>
          {learner.deletedAt ? (
            <div>
              <dt>Deleted</dt>
              <dd>
                <span className="admin-badge admin-badge-danger">
                  deleted {staffDateTime(learner.deletedAt)}
                </span>{' '}
                removed for good on {staffDate(learner.purgeAt)}
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      <Section
        id="plans-title"
        title="Plans and payments"
        count={learner.subscriptions.length}
        empty="No plan yet."
      >
        <ScrollTable caption="Plans, newest first">
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Status</th>
              <th scope="col">Period</th>
              <th scope="col">Price</th>
              <th scope="col">Card</th>
              <th scope="col">Provider reference</th>
            </tr>
          </thead>
          <tbody>
            {learner.subscriptions.map((plan) => (
              <tr key={plan.id}>
                <th scope="row" className="admin-nowrap">
                  {plan.plan}
                </th>
                <td>
                  {plan.status}
                  {plan.cancelAtPeriodEnd ? <span className="admin-badge">ends, no renewal</span> : null}
                  {plan.trialEnd ? (
                    <span className="admin-badge">trial to {staffDate(plan.trialEnd)}</span>
                  ) : null}
                </td>
                <td className="admin-nowrap">
                  {staffDate(plan.currentPeriodStart)} → {staffDate(plan.currentPeriodEnd)}
                </td>
                <td className="admin-nowrap">{staffMoney(plan.unitAmount, plan.currency)}</td>
                <td>{plan.card ?? '—'}</td>
                <td>
                  <code>{plan.id}</code> ({plan.provider})
                  {plan.providerCustomerId ? (
                    <>
                      {' '}
                      <code>{plan.providerCustomerId}</code>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Section>

      <Section
        id="payments-title"
        title="Payments"
        count={learner.payments.length}
        empty="No money has moved: no charge and no refund."
      >
        <ScrollTable caption="Charges and refunds, newest first" className="admin-payments">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
              <th scope="col">Amount</th>
              <th scope="col">Plan</th>
              <th scope="col">Provider reference</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {learner.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{staffDateTime(payment.createdAt)}</td>
                <th scope="row">{payment.kind}</th>
                <td>
                  {payment.status === 'failed' ? <span className="admin-badge">failed</span> : payment.status}
                </td>
                <td className="admin-amount">
                  {payment.kind === 'refund' ? '−' : ''}
                  {staffMoney(payment.amount, payment.currency)}
                </td>
                <td>{payment.plan ?? '—'}</td>
                <td>
                  {payment.providerReference ? <code>{payment.providerReference}</code> : '—'} (
                  {payment.provider})
                </td>
                <td>{payment.note ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Section>

      <Section
        id="progress-title"
        title="Guides"
        count={learner.progress.length}
        empty="No guide started yet."
      >
        <ul className="admin-progress">
          {learner.progress.map((guide) => (
            <li key={guide.courseId}>
              <span className="admin-progress-title">{guide.title}</span>
              <progress
                max={guide.lessons || 1}
                value={guide.lessonsDone}
                aria-label={`${guide.title}: lessons done`}
              />
              <span className="muted">
                {guide.lessonsDone} of {guide.lessons} lessons
                {guide.completedAt ? ` · finished ${staffDate(guide.completedAt)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="certificates-title"
        title="Certificates"
        count={learner.certificates.length}
        empty="No certificate yet."
      >
        <ul className="admin-list">
          {learner.certificates.map((certificate) => (
            <li key={certificate.number}>
              <a href={`/verify/${certificate.number}`}>{certificate.number}</a> · {certificate.courseId} ·{' '}
              {staffDate(certificate.issuedAt)}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="messages-title"
        title="Support messages"
        count={learner.messages.length}
        empty="No message from this learner."
      >
        <ul className="admin-list">
          {learner.messages.map((message) => (
            <li key={message.id}>
              <p>
                <strong>{message.topic}</strong> · {staffDateTime(message.createdAt)}
              </p>
              <p className="admin-quote">{message.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="mails-title"
        title="Mail sent"
        count={learner.mails.length}
        empty="No mail kept for this address (with SMTP, mail is not kept)."
      >
        <ScrollTable caption="Mail sent, newest first">
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">Kind</th>
              <th scope="col">Subject</th>
            </tr>
          </thead>
          <tbody>
            {learner.mails.map((mail) => (
              <tr key={mail.id}>
                <td>{staffDateTime(mail.createdAt)}</td>
                <td>{mail.kind}</td>
                <th scope="row">{mail.subject}</th>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Section>

      <Section
        id="audit-title"
        title="Staff actions"
        count={learner.audit.length}
        empty="No staff action yet."
      >
        <ul className="admin-list">
          {learner.audit.map((entry) => (
            <li key={entry.id}>
              <p>
                <strong>{entry.action}</strong> by {entry.staffEmail} · {staffDateTime(entry.createdAt)}
              </p>
              <p className="admin-quote">{entry.reason}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
