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
    /**
     * Keeps the message and mails it to the support inbox. A copy goes to a signed-in learner's own
     * account address, in their language; a signed-out visitor gets none, so the form cannot be
     * used to send our mail to an address nobody proved is theirs.
     */
    async sendSupportMessage(
      message: SupportMessage,
      sender: { learnerId: number | null; accountEmail: string | null; lang: string },
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
      if (sender.accountEmail === null) return;
      mailSender.send('support-copy', {
        to: sender.accountEmail,
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
