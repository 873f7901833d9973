import { Worker } from 'node:worker_threads';

export type LoadResult = { requests: number; seconds: number; rps: number; p50: number; p99: number; failures: number };

// The load runs on its own thread (its own event loop and heap), so the server's event loop, where
// PGlite also runs, is not the one issuing and timing the requests. Plain JavaScript evaluated in the
// worker: tsx does not reach a worker started from a string.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require(workerData.undici);
const { origin, path, headers, connections, warmupMs, durationMs } = workerData;
const pool = new Pool(origin, { connections, pipelining: 1 });
async function run() {
  const started = performance.now();
  const measureFrom = started + warmupMs;
  const end = measureFrom + durationMs;
  const latencies = [];
  let failures = 0;
  async function loop() {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= end) return;
      const { statusCode, body } = await pool.request({ path, method: 'GET', headers });
      await body.arrayBuffer();
      const t1 = performance.now();
      if (t0 < measureFrom) continue;
      latencies.push(t1 - t0);
      if (statusCode !== 200) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  await pool.close();
  parentPort.postMessage({ latencies: Float64Array.from(latencies), failures, seconds: durationMs / 1000 });
}
run().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
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
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ...options, undici: require.resolve('undici') } });
    worker.once('error', reject);
    worker.once('message', (message: { error?: string; latencies: Float64Array; failures: number; seconds: number }) => {
      void worker.terminate();
      if (message.error) return reject(new Error(message.error));
      const sorted = message.latencies.sort();
      const requests = sorted.length;
      resolve({ requests, seconds: message.seconds, rps: requests / message.seconds, p50: at(sorted, 0.5), p99: at(sorted, 0.99), failures: message.failures });
    });
  });
}
