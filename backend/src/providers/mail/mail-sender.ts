import type { BackgroundTasks } from '../../background-tasks';
import { composeMail } from './compose-mail';
import type { Mailer, MailKind } from './mailer';

export type MailSender = ReturnType<typeof createMailSender>;

export interface OutgoingMail {
  to: string;
  lang: string;
  values: Record<string, string>;
  replyTo?: string;
}

/**
 * Composes a message in the recipient's language and sends it in the background: the request does
 * not wait for the mail server, and a failure is logged, never answered.
 */
export function createMailSender({ mailer, background }: { mailer: Mailer; background: BackgroundTasks }) {
  return {
    send(kind: MailKind, { to, lang, values, replyTo }: OutgoingMail): void {
      background.run(`sending the ${kind} mail`, () =>
        mailer.send({ to, kind, replyTo, ...composeMail(kind, lang, values) }),
      );
    },
  };
}
