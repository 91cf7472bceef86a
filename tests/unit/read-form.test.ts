import { describe, expect, it } from 'vitest';
import { readForm } from '~/lib/form.server';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/feedback', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

async function statusOf(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe('readForm', () => {
  it('reads a urlencoded form', async () => {
    const form = await readForm(post(new URLSearchParams({ rating: '5', message: 'Great' })));
    expect(form.get('rating')).toBe('5');
    expect(form.get('message')).toBe('Great');
  });

  it('refuses a body whose declared length is over the limit', async () => {
    const request = post('a=1', {
      'content-length': String(10 * 1024 * 1024),
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(await statusOf(readForm(request))).toBe(413);
  });

  it('refuses a streamed body that grows past the limit', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    expect(
      await statusOf(readForm(post(stream, { 'content-type': 'application/x-www-form-urlencoded' }))),
    ).toBe(413);
  });
});
