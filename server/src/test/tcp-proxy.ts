import net from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of a local server, to play a database that freezes (connections
 * stay open, nothing moves), vanishes (every connection dropped, the port closed) and comes back.
 * Loopback only: it never connects anywhere but the target it is given on this machine.
 */
export type TcpProxy = {
  port: number;
  freeze: () => void;
  thaw: () => void;
  vanish: () => Promise<void>;
  reopen: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  if (!['127.0.0.1', 'localhost', '::1'].includes(target.host))
    throw new Error(`the test proxy relays to loopback only, not ${target.host}`);
  const sockets = new Set<net.Socket>();
  // While frozen, bytes are held (both ways) and delivered on thaw, as a stalled server would.
  const held: (() => void)[] = [];
  let frozen = false;

  const relay = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      const deliver = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (frozen) held.push(deliver);
      else deliver();
    });

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    relay(client, upstream);
    relay(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  const vanish = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return {
    port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const deliver of held.splice(0)) deliver();
    },
    vanish,
    reopen: () => listen(port),
    close: async () => {
      if (server.listening) await vanish();
    },
  };
}
