import fs from 'node:fs';
import type { EnvironmentContext, JestEnvironment } from '@jest/environment';

// `jest -c scripts/jest/cpu.config.ts`: each project's test environment, plus one line per test file appended to
// JEST_CPU_OUT (default /tmp/jest-cpu.jsonl) with the worker's CPU seconds (user + system, so PGlite's
// WebAssembly and V8's compiler threads count) and wall seconds from the environment's start to its
// teardown: module loading, the database, every test and hook. CPU time moves far less than wall time
// with the machine's load, so figures from runs on a shared machine stay comparable.

const OUT = process.env.JEST_CPU_OUT || '/tmp/jest-cpu.jsonl';

/** Appends one file's line: its CPU and wall seconds since `cpuStart` and `wallStart`. */
export function recordFile(file: string, cpuStart: NodeJS.CpuUsage, wallStart: number): void {
  const cpu = process.cpuUsage(cpuStart);
  const line = { file, cpu: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - wallStart) / 1000, pid: process.pid };
  fs.appendFileSync(OUT, `${JSON.stringify(line)}\n`);
}

// A mixin's base and constructor must take `any[]` (TS2545); Jest passes (config, context).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EnvironmentClass = new (...args: any[]) => JestEnvironment;

export function measured<Base extends EnvironmentClass>(base: Base): Base {
  return class extends base {
    cpuStart: NodeJS.CpuUsage;
    wallStart: number;
    testPath: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      // From before the environment (jsdom's window, for one) is made.
      const cpuStart = process.cpuUsage();
      const wallStart = performance.now();
      super(...args);
      this.cpuStart = cpuStart;
      this.wallStart = wallStart;
      this.testPath = (args[1] as EnvironmentContext).testPath;
    }
    override async teardown() {
      await super.teardown();
      recordFile(this.testPath, this.cpuStart, this.wallStart);
    }
  };
}
