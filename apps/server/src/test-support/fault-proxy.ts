import net from 'node:net';

/**
 * A TCP proxy on loopback between the app and its database, that a test can make misbehave the
 * way a network or a server does: `freeze` (bytes stop flowing both ways, connections stay open:
 * a stalled network), `cut` (every connection reset: an immediate restart), `refuse` (nothing
 * listens: the server is down) and `restore`.
 */
export interface FaultProxy {
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  freeze(): void;
  cut(): void;
  refuse(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(targetHost: string, targetPort: number): Promise<FaultProxy> {
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, server: upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
    if (frozen) freezePair(pair);
  });
  const freezePair = (pair: { client: net.Socket; server: net.Socket }) => {
    pair.client.unpipe(pair.server);
    pair.server.unpipe(pair.client);
    pair.client.pause();
    pair.server.pause();
  };
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        if (address !== null && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  await listen();
  const cut = () => {
    for (const pair of pairs) {
      pair.client.resetAndDestroy();
      pair.server.destroy();
    }
    pairs.clear();
  };
  return {
    get port() {
      return port;
    },
    via: (url) => {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    freeze: () => {
      frozen = true;
      for (const pair of pairs) freezePair(pair);
    },
    cut,
    refuse: async () => {
      cut();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    restore: async () => {
      if (frozen) {
        frozen = false;
        for (const pair of pairs) {
          pair.client.pipe(pair.server);
          pair.server.pipe(pair.client);
        }
      }
      if (!server.listening) await listen();
    },
    close: async () => {
      cut();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
