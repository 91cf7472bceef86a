import type { Clock } from '../../clock';
import type { Mailer } from './mailer';
import type { OutboxRepository } from './outbox.repository';

interface OutboxMailerDeps {
  outboxRepository: OutboxRepository;
  log: (message: string) => void;
  clock: Clock;
}

/** The embedded default: keeps each message in the outbox table (listed by the admin API) and logs it. */
export function createOutboxMailer({ outboxRepository, log, clock }: OutboxMailerDeps): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, kind }) {
      await outboxRepository.add({ to, subject, text, html, kind, createdAt: clock() });
      log(`Mail to ${to} kept in the outbox: ${subject}`);
    },
    close: async () => {},
  };
}
