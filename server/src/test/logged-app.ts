import { PassThrough } from 'node:stream';
import { seedOrganization, type SeededOrganization } from './fixtures';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import type { Driver } from './test-database';

/** What a logged app has written since the log was last cleared. */
export type KeptLog<Line> = { text: () => string; lines: () => Line[]; clear: () => void };

/**
 * Registers hooks on the enclosing describe: a test app that logs, every line kept, and a firm in it.
 * The hooks fill `t` and `org` in place, so the describe destructures them once.
 */
export function loggedTestApp<Line>(driver: Driver, options: TestAppOptions = {}) {
  const t = {} as TestApp;
  const org = {} as SeededOrganization;
  let output = '';
  const log: KeptLog<Line> = {
    text: () => output,
    lines: () =>
      output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line),
    clear: () => {
      output = '';
    },
  };
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => (output += chunk.toString()));
    Object.assign(t, await createTestApp(driver, { ...options, logStream: stream }));
    Object.assign(org, await seedOrganization(t.app.db));
  });
  afterAll(() => t.close());
  return { t, org, log };
}
