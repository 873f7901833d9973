import { spawn } from 'node:child_process';

export type LoadResult = {
  requests: number;
  /** Every request sent, warm-up included. */
  sent: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU time this process (the server side) spent per request, user + system, warm-up included. */
  cpuMsPerRequest: number;
  /** The part of it spent in the kernel (system calls: socket writes and reads, the log's writes). */
  systemMsPerRequest: number;
};

// The load runs in a process of its own, so the server's event loop (where PGlite also runs) is not
// the one issuing and timing the requests, and this process's CPU time is the server's alone: CPU
// per request is the figure a busy shared machine disturbs least. Plain JavaScript (node -e).
const LOAD_SOURCE = `
const workerData = JSON.parse(process.env.BENCH_LOAD);
const { Pool } = require(workerData.undici);
const { origin, path, headers, connections, warmupMs, durationMs } = workerData;
const pool = new Pool(origin, { connections, pipelining: 1 });
async function run() {
  const started = performance.now();
  const measureFrom = started + warmupMs;
  const end = measureFrom + durationMs;
  const latencies = [];
  let failures = 0;
  let all = 0;
  async function loop() {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= end) return;
      const { statusCode, body } = await pool.request({ path, method: 'GET', headers });
      await body.arrayBuffer();
      const t1 = performance.now();
      all += 1;
      if (t0 < measureFrom) continue;
      latencies.push(t1 - t0);
      if (statusCode !== 200) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  await pool.close();
  process.send({ latencies, failures, all, seconds: durationMs / 1000 }, () => process.exit(0));
}
run().catch((error) => process.send({ error: String(error && error.stack || error) }, () => process.exit(1)));
`;

const at = (sorted: Float64Array, q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

/** `connections` keep-alive connections each send GET `path` back to back; the first `warmupMs` is not counted. */
export function runLoad(options: {
  origin: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  warmupMs: number;
  durationMs: number;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, BENCH_LOAD: JSON.stringify({ ...options, undici: require.resolve('undici') }) };
    const child = spawn(process.execPath, ['-e', LOAD_SOURCE], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const cpuBefore = process.cpuUsage();
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`the load process ended with ${code}`)));
    child.once('message', (message: { error?: string; latencies: number[]; failures: number; all: number; seconds: number }) => {
      const cpu = process.cpuUsage(cpuBefore);
      if (message.error) return reject(new Error(message.error));
      const sorted = Float64Array.from(message.latencies).sort();
      const requests = sorted.length;
      resolve({
        requests,
        sent: message.all,
        seconds: message.seconds,
        rps: requests / message.seconds,
        p50: at(sorted, 0.5),
        p99: at(sorted, 0.99),
        failures: message.failures,
        cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, message.all),
        systemMsPerRequest: cpu.system / 1000 / Math.max(1, message.all),
      });
    });
  });
}
