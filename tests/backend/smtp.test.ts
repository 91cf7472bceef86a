import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { learnerHelpers } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

interface Delivery {
  from: string;
  to: string[];
  raw: string;
}

describe('mail through SMTP', () => {
  let smtp: SMTPServer;
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const deliveries: Delivery[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      // Its built-in certificate has expired: plain SMTP on loopback.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          deliveries.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    backend = await createTestBackend({
      importContent: false,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
        MAIL_FROM: 'Skillpilot <no-reply@skillpilot.test>',
      },
    });
    api = learnerHelpers(backend);
  });
  afterAll(async () => {
    await backend?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('delivers the PIN reset email to the SMTP server, and keeps nothing in the outbox', async () => {
    const learner = await api.newLearner();
    const response = await api.inject({
      method: 'POST',
      url: '/api/product-user/generate-reset-pin-link',
      payload: { email: learner.email },
    });
    expect(response.statusCode).toBe(200);

    const delivery = await vi.waitFor(
      () => {
        const found = deliveries.find((entry) => entry.to.includes(learner.email));
        if (!found) throw new Error('not delivered yet');
        return found;
      },
      { timeout: 10_000, interval: 25 },
    );
    expect(delivery?.from).toBe('no-reply@skillpilot.test');
    const raw = delivery?.raw ?? '';
    expect(raw).toContain('Subject: Reset your Skillpilot PIN');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/web\.test\/reset-pin\?token(=|=3D)[\w-]{43}/);
    expect(await api.outbox(learner.email)).toEqual([]);
  });
});
