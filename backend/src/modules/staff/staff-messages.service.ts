import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { MessageStatus, messageThread } from '../../contract/staff-messages';
import { AppError } from '../../errors/app-error';
import { topicLabel } from '../../providers/mail/compose-mail';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { StaffRepository } from './staff.repository';
import type { StaffContext } from './staff-auth.service';
import type { StaffMessagesRepository } from './staff-messages.repository';

export type StaffMessagesService = ReturnType<typeof createStaffMessagesService>;

const PAGE = 50;
const FIRST_LINE = 120;
/** Replies go in the learner's language; a visitor's in English. */
const DEFAULT_LANGUAGE = 'en';

interface Deps {
  staffMessagesRepository: StaffMessagesRepository;
  staffRepository: StaffRepository;
  mailSender: MailSender;
  clock: Clock;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The first line that says something, cut to fit a row of the inbox. */
function firstLineOf(text: string): string {
  const line = text.split(/\r?\n/).find((part) => part.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > FIRST_LINE ? `${trimmed.slice(0, FIRST_LINE - 1)}…` : trimmed;
}

/**
 * Support's inbox: the contact form's messages by status, each thread with its replies. A reply is
 * mailed to the sender and kept; replying and changing a status write the audit log.
 */
export function createStaffMessagesService(deps: Deps) {
  const { staffMessagesRepository: messages, clock } = deps;

  async function messageOf(id: number) {
    const message = await messages.find(id);
    if (!message) throw AppError.notFound('No message has this id.');
    return message;
  }

  async function audit(
    context: StaffContext,
    entry: { action: string; learnerId: number | null; reason: string; before: unknown; after: unknown },
  ) {
    const learner = entry.learnerId === null ? undefined : await messages.learner(entry.learnerId);
    await deps.staffRepository.addAudit({
      staffId: context.staff.id,
      staffEmail: context.staff.email,
      action: entry.action,
      learnerId: entry.learnerId,
      learnerEmail: learner?.email ?? null,
      reason: entry.reason,
      before: entry.before,
      after: entry.after,
      createdAt: clock(),
    });
  }

  return {
    async inbox(status: MessageStatus, beforeId: number | undefined) {
      const rows = await messages.page(status, beforeId, PAGE + 1);
      const page = rows.slice(0, PAGE);
      return {
        messages: page.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          topic: topicLabel(row.topic, 'en'),
          firstLine: firstLineOf(row.description),
          status: row.status,
          learnerId: row.learnerId === null ? null : Number(row.learnerId),
          createdAt: row.createdAt.toISOString(),
        })),
        counts: await messages.counts(),
        nextBefore: rows.length > PAGE ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async thread(id: number): Promise<z.infer<typeof messageThread>> {
      const message = await messageOf(id);
      const learnerId = message.learnerId === null ? null : Number(message.learnerId);
      const learner = learnerId === null ? undefined : await messages.learner(learnerId);
      const replies = await messages.repliesTo(id);
      return {
        id: message.id,
        name: message.name,
        email: message.email,
        topic: topicLabel(message.topic, 'en'),
        status: message.status,
        learnerId: learner?.id ?? null,
        learnerEmail: learner?.email ?? null,
        lang: learner?.lang ?? DEFAULT_LANGUAGE,
        createdAt: message.createdAt.toISOString(),
        updatedAt: iso(message.updatedAt),
        thread: [
          {
            kind: 'message',
            from: message.email,
            body: message.description,
            createdAt: message.createdAt.toISOString(),
          },
          ...replies.map((reply) => ({
            kind: 'reply' as const,
            from: reply.staffEmail,
            body: reply.body,
            createdAt: reply.createdAt.toISOString(),
          })),
        ],
      };
    },

    /** Mails the reply to the sender in their language, keeps it, and marks the message answered or closed. */
    async reply(context: StaffContext, id: number, input: { body: string; close: boolean }) {
      const message = await messageOf(id);
      const learnerId = message.learnerId === null ? null : Number(message.learnerId);
      const learner = learnerId === null ? undefined : await messages.learner(learnerId);
      const lang = learner?.lang ?? DEFAULT_LANGUAGE;
      const now = clock();
      const status: MessageStatus = input.close ? 'closed' : 'answered';
      await messages.addReply({
        requestId: id,
        staffId: context.staff.id,
        staffEmail: context.staff.email,
        body: input.body,
        createdAt: now,
      });
      await messages.setStatus(id, status, now);
      deps.mailSender.send('support-reply', {
        to: message.email,
        lang,
        values: {
          name: message.name || message.email,
          topic: topicLabel(message.topic, lang),
          reply: input.body,
          original: message.description,
        },
      });
      await audit(context, {
        action: 'reply-message',
        learnerId: learner?.id ?? null,
        reason: `Reply to message #${id}`,
        before: { status: message.status },
        after: { status, mailed: message.email },
      });
      return {
        message: input.close
          ? `The reply was mailed to ${message.email} and the message is closed.`
          : `The reply was mailed to ${message.email}.`,
        status,
      };
    },

    /** Closes or reopens a message, with a reason for the audit log. */
    async setStatus(context: StaffContext, id: number, input: { status: MessageStatus; reason: string }) {
      const message = await messageOf(id);
      if (message.status === input.status)
        throw AppError.conflict('SameStatus', `This message is already ${input.status}.`);
      await messages.setStatus(id, input.status, clock());
      await audit(context, {
        action: input.status === 'closed' ? 'close-message' : 'reopen-message',
        learnerId: message.learnerId === null ? null : Number(message.learnerId),
        reason: input.reason,
        before: { status: message.status },
        after: { status: input.status },
      });
      return {
        message:
          input.status === 'closed' ? 'The message is closed.' : `The message is ${input.status} again.`,
        status: input.status,
      };
    },
  };
}
