import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../contract/operations';
import { errors, operationRoute } from '../../http/operation-route';
import { type StaffGuard, staffOf } from '../../http/require-staff';
import type { StaffMessagesService } from './staff-messages.service';

interface StaffMessagesRoutesOptions {
  staffMessages: StaffMessagesService;
  guard: StaffGuard;
}

const tags = ['staff'];
const security = [{ staffToken: [] }];

/** Support's inbox in the back office: the contact form's messages, replies mailed to their senders. */
export const staffMessagesRoutes: FastifyPluginAsyncZod<StaffMessagesRoutesOptions> = async (
  app,
  options,
) => {
  const { staffMessages, guard } = options;
  app.decorateRequest('staffContext', null);
  const supportOnly = guard.allow('support');

  app.route({
    ...operationRoute(app, operations.staffMessages, {
      operationId: 'staffMessages',
      security,
      tags,
      summary: 'The inbox: messages of one status, newest first, 50 at a time, with counts per status',
      response: errors(400, 401, 403),
    }),
    onRequest: supportOnly,
    handler: (request) => staffMessages.inbox(request.query.status, request.query.before),
  });

  app.route({
    ...operationRoute(app, operations.staffMessage, {
      operationId: 'staffMessage',
      security,
      tags,
      summary: 'A message, the learner it is from when known, and its thread of replies',
      response: errors(400, 401, 403, 404),
    }),
    onRequest: supportOnly,
    handler: (request) => staffMessages.thread(request.params.id),
  });

  app.route({
    ...operationRoute(app, operations.staffReplyToMessage, {
      operationId: 'staffReplyToMessage',
      security,
      tags,
      summary: 'Mails a reply to the sender, keeps it in the thread and writes the audit log',
      description:
        'The mail is in the learner’s language when the address is a learner’s, else English. The ' +
        'message becomes answered, or closed with `close`.',
      response: errors(400, 401, 403, 404),
    }),
    onRequest: supportOnly,
    handler: (request) => staffMessages.reply(staffOf(request), request.params.id, request.body),
  });

  app.route({
    ...operationRoute(app, operations.staffMessageStatus, {
      operationId: 'staffMessageStatus',
      security,
      tags,
      summary: 'Closes or reopens a message, with a reason for the audit log',
      description: '409 SameStatus when the message already has this status.',
      response: errors(400, 401, 403, 404, 409),
    }),
    onRequest: supportOnly,
    handler: (request) => staffMessages.setStatus(staffOf(request), request.params.id, request.body),
  });
};
