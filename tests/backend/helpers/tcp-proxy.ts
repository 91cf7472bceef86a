import { connect, createServer, type Socket } from 'node:net';

/** A TCP proxy a test stands between a client and its server, to take the server away and back. */
export interface TcpProxy {
  port: number;
  /** Connections refused since the last cut: how often the client tried again. */
  readonly refused: number;
  /** As if the server stopped: open connections drop, new ones are closed at once. */
  cut(): void;
  /** As if the network stopped carrying: connections stay open, nothing goes through. */
  stall(): void;
  /** The server back: connections made before are dropped, new ones go through. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'stalled' = 'open';
  let refused = 0;
  const sockets = new Set<Socket>();
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const server = createServer((client) => {
    if (mode === 'cut') {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (data) => {
        if (mode === 'open') to.write(data);
      });
      from.on('close', end);
      from.on('error', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy has no port');

  return {
    port: address.port,
    get refused() {
      return refused;
    },
    cut() {
      mode = 'cut';
      refused = 0;
      dropAll();
    },
    stall() {
      mode = 'stalled';
    },
    restore() {
      if (mode === 'stalled') dropAll();
      mode = 'open';
    },
    close() {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
