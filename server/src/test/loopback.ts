import type net from 'node:net';

// Peers that stand in for outside services listen on a free port of the loopback address.

/** Starts `server` on a free loopback port: the port. */
export async function listenOnLoopback(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** Stops `server` from taking connections, once those it has are done. */
export function closeServer(server: net.Server): Promise<void> {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}
