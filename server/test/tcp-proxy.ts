import { createServer, connect, type Socket } from 'node:net';

/** How the proxy behaves while the database is "down". */
export type OutageMode =
  /** New connections are reset at once: a stopped database, or a closed port. */
  | 'refuse'
  /** New connections are accepted and never answered: a host that has vanished behind a firewall. */
  | 'silent';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and treats new ones as `mode` says, until `restore`. */
  cut(mode: OutageMode): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 to `target`, for making the database unreachable without stopping it. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let outage: OutageMode | null = null;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (outage === 'refuse') client.resetAndDestroy();
    if (outage) return;
    const upstream = connect(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const dropAll = () => {
    for (const socket of open) socket.resetAndDestroy();
  };
  return {
    port: address.port,
    cut(mode) {
      outage = mode;
      dropAll();
    },
    restore() {
      outage = null;
      // Connections held silently during the outage were never answered: end them too.
      dropAll();
    },
    async close() {
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
