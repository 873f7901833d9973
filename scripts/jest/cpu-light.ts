import type { Circus } from '@jest/types';
import { addEventHandler } from 'jest-circus';
import { recordFile } from './cpu-environment';

// `jest -c scripts/jest/cpu.config.ts` for the files jest-light-runner runs (a setup file of that project): they
// have no test environment of their own to measure from. A worker process runs one file at a time, so a
// file's CPU and wall seconds are those from the end of the worker's previous file (or its start) to the
// end of the file's last root `afterAll`, which this adds to every file: loading it, its database, every
// test and hook.

let cpuStart = process.cpuUsage();
let wallStart = performance.now();
let measuredState: Circus.State | undefined;

const record = (testPath: string) => () => {
  recordFile(testPath, cpuStart, wallStart);
  cpuStart = process.cpuUsage();
  wallStart = performance.now();
};

let last: Circus.Hook | undefined;

addEventHandler((event, state) => {
  const root = state.rootDescribeBlock;
  if (state !== measuredState) {
    // The first definition of a new file (jest-light-runner resets circus' state for each).
    measuredState = state;
    const testPath = (globalThis as unknown as { expect: { getState(): { testPath: string } } }).expect.getState().testPath;
    last = { type: 'afterAll', fn: record(testPath), parent: root, asyncError: new Error(), seenDone: false } as Circus.Hook;
    root.hooks.push(last);
  } else if (event.name === 'add_hook' && last && root.hooks.includes(last)) {
    // Kept the root's last hook, so that its other `afterAll`s count.
    root.hooks.splice(root.hooks.indexOf(last), 1);
    root.hooks.push(last);
  }
});
