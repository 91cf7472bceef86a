export const mailKinds = [
  'set-pin',
  'reset-pin',
  'change-email',
  'email-changed',
  'support-inbox',
  'support-copy',
  'support-reply',
  'account-deleted',
  'receipt',
  'trial-ending',
  'payment-failed',
] as const;
export type MailKind = (typeof mailKinds)[number];

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
  /** Where a reply goes instead of the sender (the learner, for the support inbox). */
  replyTo?: string;
}

/** Sends messages: into the outbox table (embedded default) or through SMTP. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
