import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for an OpenAI-compatible /chat/completions endpoint: the test queues what the
// next calls answer and reads what they were sent. Nothing leaves the machine.

export interface ReceivedCall {
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: unknown;
  };
}

export type Reply = (response: ServerResponse) => void;

export const replies = {
  answer:
    (content: unknown): Reply =>
    (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-stand-in',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) } }],
        }),
      );
    },
  status:
    (
      status: number,
      headers: Record<string, string> = {},
      body = '{"error":{"code":"stand_in_error"}}',
    ): Reply =>
    (response) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body);
    },
  raw:
    (body: string): Reply =>
    (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    },
  /** Never answers: the caller's time-out has to end it. */
  silence: (): Reply => () => {},
};

export interface ChatStandIn {
  baseUrl: string;
  calls: ReceivedCall[];
  /** What the next calls answer, in order; once they run out, `fallbackReply`. */
  queue(...next: Reply[]): void;
  close(): Promise<void>;
}

export async function startChatStandIn(fallbackReply: Reply): Promise<ChatStandIn> {
  const calls: ReceivedCall[] = [];
  const queued: Reply[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      (queued.shift() ?? fallbackReply)(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    queue: (...next) => queued.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
