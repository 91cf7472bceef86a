import http from 'node:http';

/** One copy behind the balancer: where it listens, and whether its last probe said ready. */
type Upstream = { port: number; ready: boolean };

export type Balancer = {
  url: string;
  /** Whether the last probe of the copy on `port` answered 200. */
  isReady(port: number): boolean;
  /** Requests sent to another copy because theirs refused the connection (nothing was sent). */
  retried(): number;
  /** Requests that got no answer from any copy. */
  failed(): string[];
  close(): Promise<void>;
};

const pollMs = 200;
const probeTimeoutMs = 1_000;
const noneReadyMs = 10_000;

/**
 * A load balancer as one would stand in front of either process: it probes each copy's readiness
 * every 200 ms and, listening on `port`, sends each request, round robin, to a copy whose last probe said ready. Each
 * request opens its own connection upstream, so a copy closing its kept connections cannot cut one
 * short; a refused connection (the copy has just stopped listening) is sent to the next ready copy,
 * as no byte of it reached the first. Anything else is passed back as the copy answered.
 */
export async function startBalancer(port: number, ports: number[], readyPath: string): Promise<Balancer> {
  const upstreams: Upstream[] = ports.map((port) => ({ port, ready: false }));
  let turn = 0;
  let retried = 0;
  const failed: string[] = [];

  const probe = (upstream: Upstream) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        { host: '127.0.0.1', port: upstream.port, path: readyPath, agent: false, timeout: probeTimeoutMs },
        (answer) => {
          upstream.ready = answer.statusCode === 200;
          answer.resume();
          answer.on('end', resolve);
        },
      );
      request.on('timeout', () => request.destroy());
      request.on('error', () => {
        upstream.ready = false;
        resolve();
      });
    });
  let polling = true;
  const poll = async () => {
    while (polling) {
      await Promise.all(upstreams.map(probe));
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };
  const polled = poll();

  /** The next ready copy other than those tried, waiting a while for one to become ready. */
  const pick = async (tried: Set<Upstream>): Promise<Upstream | undefined> => {
    const until = Date.now() + noneReadyMs;
    while (Date.now() < until) {
      const ready = upstreams.filter((upstream) => upstream.ready && !tried.has(upstream));
      if (ready.length > 0) return ready[turn++ % ready.length];
      await new Promise((resolve) => setTimeout(resolve, pollMs / 4));
    }
    return undefined;
  };

  const forward = (upstream: Upstream, incoming: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...withoutHops(incoming.headers), connection: 'close' },
          agent: false,
        },
        resolve,
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server = http.createServer(async (incoming, reply) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<Upstream>();
    for (;;) {
      const upstream = await pick(tried);
      if (!upstream) {
        failed.push(`${incoming.method} ${incoming.url}: no copy ready`);
        reply.writeHead(502).end();
        return;
      }
      tried.add(upstream);
      try {
        const answer = await forward(upstream, incoming, body);
        reply.writeHead(answer.statusCode ?? 502, withoutHops(answer.headers));
        answer.pipe(reply);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ECONNREFUSED') {
          upstream.ready = false;
          retried++;
          continue;
        }
        failed.push(`${incoming.method} ${incoming.url} on :${upstream.port}: ${code ?? error}`);
        reply.writeHead(502).end();
        return;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${port}`,
    isReady: (at) => upstreams.some((upstream) => upstream.port === at && upstream.ready),
    retried: () => retried,
    failed: () => failed,
    async close() {
      polling = false;
      await polled;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Headers about one connection (how long it is kept, how the body is framed) stay on that hop. */
function withoutHops(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const { connection, 'keep-alive': keepAlive, 'transfer-encoding': encoding, ...rest } = headers;
  return rest;
}
