import type { Operation } from './operation';
import {
  messageActionResponse,
  messageParams,
  messageStatusRequest,
  messagesQuery,
  messagesResponse,
  messageThread,
  replyRequest,
} from './staff-messages';

/** The back office's messages: the inbox, a thread, replying and closing. Each call carries a staff token. */
export const staffMessageOperations = {
  staffMessages: {
    method: 'GET',
    path: '/api/staff/messages',
    query: messagesQuery,
    response: messagesResponse,
  },
  staffMessage: {
    method: 'GET',
    path: '/api/staff/messages/:id',
    params: messageParams,
    response: messageThread,
  },
  staffReplyToMessage: {
    method: 'POST',
    path: '/api/staff/messages/:id/reply',
    params: messageParams,
    body: replyRequest,
    response: messageActionResponse,
  },
  staffMessageStatus: {
    method: 'POST',
    path: '/api/staff/messages/:id/status',
    params: messageParams,
    body: messageStatusRequest,
    response: messageActionResponse,
  },
} as const satisfies Record<string, Operation>;
