import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './platform/config';

// Starting the server against a PostgreSQL that is down or silent: it must end within seconds with
// one line naming DATABASE_URL and the cause, not hang and not print a stack trace.

type Run = { code: number | null; stderr: string; stdout: string; ms: number };

function startServer(databaseUrl: string): Promise<Run> {
  const started = Date.now();
  const child = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [path.join(REPO_ROOT, 'server', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: '0',
      DATA_DIR: path.join(os.tmpdir(), `firm-startup-${process.pid}`),
      DATABASE_URL: databaseUrl,
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), 40_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    }),
  );
}

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('starting with an unusable DATABASE_URL', () => {
  it('ends with one line naming DATABASE_URL and the refused connection when nothing listens', async () => {
    const port = await closedPort();
    const run = await startServer(`postgres://portal:s3cret-pass@127.0.0.1:${port}/firm`);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      `Cannot use the database at DATABASE_URL (127.0.0.1:${port}/firm): connection refused (is PostgreSQL running and listening there?)`,
    ]);
    expect(run.stdout).not.toContain('Portal running');
    expect(run.ms).toBeLessThan(30_000);
  }, 45_000);

  it('gives up on a server that accepts the connection and never answers, within the connect timeout', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const run = await startServer(`postgres://portal:s3cret-pass@127.0.0.1:${port}/firm`);
      expect(run.code).toBe(1);
      expect(lines(run.stderr)).toEqual([
        `Cannot use the database at DATABASE_URL (127.0.0.1:${port}/firm): no answer within 1.5 s (the server is silent)`,
      ]);
      expect(run.stderr).not.toContain('s3cret');
      expect(run.ms).toBeLessThan(30_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 45_000);
});
