import type { Clock } from '../../clock';
import type { Config } from '../../config/config';
import type { Mailer } from './mailer';
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
