import { spawn } from 'node:child_process';
import { ROOT } from '../bundles';

export type DevServer = { base: string; stop: () => void };

/**
 * The server from its sources (`tsx server/src/main.ts`, NODE_ENV development) on `port` with its own
 * DATA_DIR, for the browser benches; resolves once /api/health answers, after at most 3 minutes (a first
 * start on a busy two-core machine is slow). `stop` ends it: a process group of its own, because npx
 * starts the server as a child, which must end with it.
 */
export async function startDevServer(port: number, dataDir: string): Promise<DevServer> {
  const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 360; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    },
  };
}
