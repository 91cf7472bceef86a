import { z } from 'zod';
import { multiLineText } from './fields';
import { auditReason, recordIdParams } from './staff';

// The back office's messages: what learners and visitors sent through the contact form, and staff
// replies, mailed to the sender. Messages are English: the back office speaks the team's language.

export const MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
const statusError = { error: 'Choose a status: new, answered or closed.' };
export const messageStatus = z.enum(MESSAGE_STATUSES, statusError);

export const messagesQuery = z.object({
  status: messageStatus.default('new'),
  before: z.coerce.number().int().min(1).optional().describe('Messages older than this id: the next page'),
});
export const messageParams = recordIdParams;

const learnerLink = z
  .number()
  .int()
  .nullable()
  .describe('The learner this address belongs to: by the account that sent it, else by its email');

export const messageRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  firstLine: z.string().describe('The first line of the message, at most 120 characters'),
  status: messageStatus,
  learnerId: learnerLink,
  createdAt: z.string(),
});
export const messagesResponse = z.object({
  messages: z.array(messageRow),
  counts: z.object({ new: z.number().int(), answered: z.number().int(), closed: z.number().int() }),
  nextBefore: z.number().int().nullable(),
});

export const messageThread = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  status: messageStatus,
  learnerId: learnerLink,
  learnerEmail: z.string().nullable(),
  lang: z.string().describe('The language replies are mailed in: the learner’s, else English'),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  thread: z.array(
    z.object({
      kind: z.enum(['message', 'reply']),
      from: z.string().describe('The sender’s email, or the staff member’s'),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const replyRequest = z.object({
  body: multiLineText({ error: 'Write the reply.' })
    .trim()
    .min(1, 'Write the reply.')
    .max(5000, 'Keep the reply under 5000 characters.'),
  close: z.boolean().default(false).describe('Closes the message once the reply is sent'),
});

export const messageStatusRequest = z.object({
  status: messageStatus,
  reason: auditReason,
});

export const messageActionResponse = z.object({ message: z.string(), status: messageStatus });
