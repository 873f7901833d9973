import http from 'node:http';

// The exports' download of the report benchmarks (reports.ts, finance-reports.ts).

/**
 * Downloads an export over the socket, counting bytes. With `sampleMemory`, samples the live heap (after a
 * collection, with --expose-gc: garbage not yet collected is not memory the export holds) and the RSS every
 * 100 ms; the collections slow the download, so times come from a run without them.
 */
export async function download(base: string, path: string, headers: Record<string, string>, sampleMemory: boolean) {
  global.gc?.();
  const idle = process.memoryUsage();
  let peakHeap = idle.heapUsed;
  let peakRss = idle.rss;
  const sampler = setInterval(() => {
    if (!sampleMemory) return;
    global.gc?.();
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 100);
  const started = performance.now();
  const bytes = await new Promise<number>((resolve, reject) => {
    http
      // A fresh connection each time: Node's global agent keeps sockets alive, and one left idle through the
      // minutes of seeding between two downloads is closed by the server as it is reused (ECONNRESET).
      .get(`${base}${path}`, { headers, agent: false }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length));
        response.on('end', () => resolve(size));
        response.on('error', reject);
      })
      .on('error', reject);
  });
  clearInterval(sampler);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  return {
    seconds: ((performance.now() - started) / 1000).toFixed(2),
    size: mb(bytes),
    heap: mb(peakHeap - idle.heapUsed),
    rss: mb(peakRss - idle.rss),
  };
}
