import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../../server/src/platform/mail';
import { signIn, type StaffSession } from './projects-browser';

// The steps the benches take alike: a timed load, the app on a port, a portal sign-in with the code
// the app mailed, and the script's end.

/** Runs `step` and prints `[label] <what> in <seconds> s`; returns what the step returned. */
export async function timed<T>(label: string, what: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.log(`[${label}] ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Starts `app` on a free loopback port and returns its base URL, as a browser reaches it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Signs `email` in at `base` as the portal does, reading the code from the mail `app` queued in its outbox. */
export function signInByOutbox(
  app: FastifyInstance,
  base: string,
  email: string,
  userType: 'staff' | 'client' = 'staff',
): Promise<StaffSession> {
  return signIn(
    base,
    email,
    async () => {
      await app.mailer.idle();
      return (await listOutbox(app.db, 20)).find((m) => m.to === email && /\b\d{6}\b/.test(m.text))?.text.match(/\b(\d{6})\b/)?.[1];
    },
    userType,
  );
}

/** A bench's last step: a failure prints its error and ends the process with 1. */
export function exitOnFailure(bench: Promise<unknown>): void {
  bench.catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
