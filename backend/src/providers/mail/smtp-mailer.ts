import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Production: sends through an SMTP server, e.g. smtps://user:password@smtp.example.com:465. */
export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, replyTo }) {
      await transport.sendMail({ from, to, subject, text, html, replyTo });
    },
    close: async () => transport.close(),
  };
}
