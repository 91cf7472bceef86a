import type { Clock } from '../../clock';
import { formatMailDate, topicLabel } from '../../providers/mail/compose-mail';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { SupportRepository } from './support.repository';

export type SupportService = ReturnType<typeof createSupportService>;

interface SupportServiceDeps {
  supportRepository: SupportRepository;
  mailSender: MailSender;
  supportEmail: string;
  clock: Clock;
}

export interface SupportMessage {
  email: string;
  name: string;
  topic: string;
  description: string;
}

/** The support inbox reads English. */
const INBOX_LANGUAGE = 'en';

export function createSupportService({
  supportRepository,
  mailSender,
  supportEmail,
  clock,
}: SupportServiceDeps) {
  return {
    /** Keeps the message, mails it to the support inbox and a copy to the sender in their language. */
    async sendSupportMessage(
      message: SupportMessage,
      sender: { learnerId: number | null; lang: string },
    ): Promise<void> {
      const now = clock();
      await supportRepository.addRequest({ ...message, learnerId: sender.learnerId, createdAt: now });
      mailSender.send('support-inbox', {
        to: supportEmail,
        lang: INBOX_LANGUAGE,
        replyTo: message.email,
        values: {
          ...message,
          name: message.name || '-',
          topic: topicLabel(message.topic, INBOX_LANGUAGE),
          learner: sender.learnerId === null ? 'no (signed out)' : `#${sender.learnerId}`,
          lang: `${sender.lang}, sent ${formatMailDate(now, INBOX_LANGUAGE)}`,
        },
      });
      mailSender.send('support-copy', {
        to: message.email,
        lang: sender.lang,
        values: { ...message, topic: topicLabel(message.topic, sender.lang) },
      });
    },

    async saveFeedback(learnerId: number, entry: { rating?: number; message: string }): Promise<void> {
      await supportRepository.addFeedback({
        learnerId,
        rating: entry.rating ?? null,
        message: entry.message,
        createdAt: clock(),
      });
    },
  };
}
