import { execFileSync } from 'node:child_process';

// Tests that need a service of the machine (Redis) must never pass by doing nothing when it is
// missing. Under CI they fail; elsewhere Jest reports them as skipped, so the gap shows in the summary.

export const ON_CI = /^(1|true)$/i.test(process.env.CI ?? '');

export type SuiteMode = 'run' | 'fail' | 'skip';

export function suiteMode(reachable: boolean, onCi: boolean): SuiteMode {
  if (reachable) return 'run';
  return onCi ? 'fail' : 'skip';
}

/**
 * Whether a Redis server answers PING at `url`. Synchronous (a child process with a 3 s limit), so
 * that the answer is known while Jest collects the tests, before it would have to report a skip.
 */
export function redisAnswers(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `
    const socket = require('node:net').connect(${Number(port || 6379)}, ${JSON.stringify(hostname || '127.0.0.1')});
    socket.setTimeout(2000, () => process.exit(1));
    socket.on('error', () => process.exit(1));
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (chunk) => process.exit(String(chunk).startsWith('+PONG') ? 0 : 1));`;
  try {
    execFileSync(process.execPath, ['-e', probe], { timeout: 3000, stdio: 'ignore', env: { PATH: process.env.PATH } });
    return true;
  } catch {
    return false;
  }
}

/** `describe` for a suite that needs a service: runs, fails in its beforeAll (CI), or is skipped. */
export function describeWithService(service: string, reachable: boolean): (name: string, body: () => void) => void {
  const mode = suiteMode(reachable, ON_CI);
  if (mode === 'skip') return describe.skip;
  if (mode === 'run') return describe;
  return (name, body) =>
    describe(name, () => {
      beforeAll(() => {
        throw new Error(`${service} is not reachable, and CI requires it (.ci/run starts it)`);
      });
      body();
    });
}
