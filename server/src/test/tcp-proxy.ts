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
  /**
   * Arms a one-shot trap on the next bytes a client sends that contain `pattern` (a statement's text as
   * it travels in the wire protocol): `before` they reach the server, or `after` the server's reply to
   * them reached the client. `action` runs then, while the client's further bytes wait; it may `cut` the
   * connection (the client sees it closed, the server's session is reset: a network failure) or do
   * anything else (have the server terminate the session) and let the bytes go on. Resolves once it acted.
   */
  trap: (pattern: RegExp, moment: 'before' | 'after', action: (cut: () => void) => Promise<void> | void) => Promise<void>;
};

type Trap = { pattern: RegExp; moment: 'before' | 'after'; action: (cut: () => void) => Promise<void> | void; done: () => void };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  if (!['127.0.0.1', 'localhost', '::1'].includes(target.host))
    throw new Error(`the test proxy relays to loopback only, not ${target.host}`);
  const sockets = new Set<net.Socket>();
  // While frozen, bytes are held (both ways) and delivered on thaw, as a stalled server would.
  const held: (() => void)[] = [];
  let frozen = false;
  let trap: Trap | null = null;

  const pass = (chunk: Buffer, to: net.Socket, written?: () => void) => {
    const deliver = () => {
      if (!to.destroyed) to.write(chunk, written);
    };
    if (frozen) held.push(deliver);
    else deliver();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    // The client's bytes wait behind a sprung trap's action, so the connection's order is kept.
    let toServer = Promise.resolve();
    let afterReply: Trap | null = null;
    const cut = () => {
      client.end();
      upstream.destroy();
    };
    const spring = (armed: Trap) => {
      toServer = toServer.then(async () => {
        await armed.action(cut);
        armed.done();
      });
    };
    client.on('data', (chunk: Buffer) => {
      const armed = trap && trap.pattern.test(chunk.toString('latin1')) ? trap : null;
      if (armed) trap = null;
      if (armed?.moment === 'before') spring(armed);
      toServer = toServer.then(() => pass(chunk, upstream));
      if (armed?.moment === 'after') afterReply = armed;
    });
    upstream.on('data', (chunk: Buffer) => {
      const armed = afterReply;
      afterReply = null;
      pass(chunk, client, armed ? () => spring(armed) : undefined);
    });
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
    trap: (pattern, moment, action) =>
      new Promise<void>((done) => {
        trap = { pattern, moment, action, done };
      }),
    close: async () => {
      if (server.listening) await vanish();
    },
  };
}
