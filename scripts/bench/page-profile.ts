import type { BrowserContext, Page } from 'playwright-core';

// The browser benches' eyes (BENCH_TRACE, BENCH_PROFILE): what a page fetched and where its main thread went.

/** Every request of the page: when it left (ms from now) and how long it took. */
export function traceRequests(page: Page, base: string) {
  const epoch = Date.now();
  page.on('requestfinished', (request) => {
    const t = request.timing();
    console.log(
      `    ${String((t.startTime - epoch).toFixed(0)).padStart(5)} ms +${t.responseEnd.toFixed(0).padStart(4)} ms  ${request.url().replace(base, '')}`,
    );
  });
}

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };

/**
 * BENCH_PROFILE=1: a V8 CPU profile of the last warm run, from before its navigation to its first row,
 * summed by script (self time) and by function: where the page's main thread goes.
 */
export async function startProfile(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8,blink,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return {
    async report(label: string, base: string) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      if (process.env.BENCH_PROFILE_DUMP) (await import('node:fs')).writeFileSync(process.env.BENCH_PROFILE_DUMP, JSON.stringify(events));
      // The main thread of the page's renderer (the one that evaluated its scripts): self time by event.
      const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
      const scripts = (key: string) => events.filter((e) => e.name === 'EvaluateScript' && `${e.pid}:${e.tid}` === key).length;
      const key = mains.sort((x, y) => scripts(y) - scripts(x))[0];
      const own = events.filter((e) => e.ph === 'X' && e.dur && `${e.pid}:${e.tid}` === key).sort((x, y) => x.ts - y.ts || y.dur! - x.dur!);
      const totals = new Map<string, number>();
      const stack: TraceEvent[] = [];
      for (const e of own) {
        while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
        totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur! / 1000);
        if (stack.length) totals.set(stack.at(-1)!.name, (totals.get(stack.at(-1)!.name) ?? 0) - e.dur! / 1000);
        stack.push(e);
      }
      console.log(`  ${label}, the page's main thread, self time by trace event:`);
      console.log(
        [...totals]
          .sort((x, y) => y[1] - x[1])
          .slice(0, 12)
          .map(([name, ms]) => `      ${ms.toFixed(0).padStart(5)} ms  ${name}`)
          .join('\n'),
      );
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
        profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
      };
      if (process.env.BENCH_PROFILE_DUMP)
        (await import('node:fs')).writeFileSync(`${process.env.BENCH_PROFILE_DUMP}.cpuprofile`, JSON.stringify(profile));
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const self = new Map<number, number>();
      profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
      const byScript = new Map<string, number>();
      const byFunction = new Map<string, number>();
      for (const [id, ms] of self) {
        const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
        const script = url.replace(base, '') || `(${functionName || 'anonymous'})`;
        byScript.set(script, (byScript.get(script) ?? 0) + ms);
        const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`;
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
      }
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, ms]) => `      ${ms.toFixed(0).padStart(5)} ms  ${k}`);
      const busy = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName !== '(idle)').reduce((t, [, ms]) => t + ms, 0);
      console.log(`  ${label}, CPU profile of the warm run: ${busy.toFixed(0)} ms busy; by script (self):`);
      console.log(top(byScript, 15).join('\n'));
      console.log('    by function (self):');
      console.log(top(byFunction, 25).join('\n'));
    },
  };
}
