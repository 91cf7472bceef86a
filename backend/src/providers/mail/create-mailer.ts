import type { Clock } from '../../clock';
import type { Config } from '../../config/config';
import type { Metrics } from '../../metrics/metrics';
import { type Mailer, mailKinds } from './mailer';
import type { OutboxRepository } from './outbox.repository';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

interface CreateMailerDeps {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  outboxRepository: OutboxRepository;
  log: (message: string) => void;
  clock: Clock;
}

/** SMTP when SMTP_URL is set; otherwise the outbox table. */
export function createMailer({ config, outboxRepository, log, clock }: CreateMailerDeps): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  return createOutboxMailer({ outboxRepository, log, clock });
}

/** The mailer, counting each message sent or failed by its kind. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  for (const kind of mailKinds)
    for (const outcome of ['sent', 'failed']) metrics.mail.labels(kind, outcome).inc(0);
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        await mailer.send(message);
        metrics.mail.inc({ kind: message.kind, outcome: 'sent' });
      } catch (error) {
        metrics.mail.inc({ kind: message.kind, outcome: 'failed' });
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}
