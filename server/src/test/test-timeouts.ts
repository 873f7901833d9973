import { addEventHandler } from 'jest-circus';

/** Jest's `testTimeout` (jest.config.ts), and the limit of the node project's tests and hooks. */
export const TEST_TIMEOUT_MS = 30_000;

type Done = (error?: unknown) => void;
type Fn = ((done: Done) => unknown) | (() => unknown);
type Entry = { fn: Fn; timeout?: number };

/** Fails the running test or hook; errors raised while none runs fail the next one. */
let failRunning: ((error: unknown) => void) | null = null;
const unattributed: unknown[] = [];

function settled(run: () => Promise<unknown>, ms: number, what: 'a test' | 'a hook'): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    if (unattributed.length) return reject(unattributed.shift());
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      failRunning = null;
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new Error(`Exceeded timeout of ${ms} ms for ${what}.`))), ms);
    failRunning = (error) => finish(() => reject(error));
    run().then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

function limited(fn: Fn, ms: number, what: 'a test' | 'a hook'): Fn {
  // A function that takes `done` settles when it calls it; the runner tells the two kinds apart by `fn.length`.
  if (fn.length >= 1) {
    const withDone = fn as (done: Done) => unknown;
    return (done: Done) => {
      const called = () => new Promise((resolve, reject) => withDone((error) => (error ? reject(error) : resolve(undefined))));
      settled(called, ms, what).then(() => done(), done);
    };
  }
  return () => settled(async () => (fn as () => unknown)(), ms, what);
}

/**
 * jest-light-runner runs a test and a hook without a time limit, and an error thrown from a timer or a
 * promise nobody awaits ends its worker and the whole file with it. As Jest's own runner does, each test
 * and hook gets its timeout argument (else TEST_TIMEOUT_MS) and fails with Jest's message when over it,
 * and such an error fails the test it happened in.
 */
export function limitTestTimes(): void {
  const fail = (error: unknown) => (failRunning ? failRunning(error) : unattributed.push(error));
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  addEventHandler((event, state) => {
    const block = state.currentDescribeBlock;
    if (event.name === 'add_test') {
      const test = block.children.at(-1) as Entry | undefined;
      if (test?.fn) test.fn = limited(test.fn, test.timeout ?? TEST_TIMEOUT_MS, 'a test');
    } else if (event.name === 'add_hook') {
      const hook = block.hooks.at(-1) as Entry | undefined;
      if (hook?.fn) hook.fn = limited(hook.fn, hook.timeout ?? TEST_TIMEOUT_MS, 'a hook');
    }
  });
}
