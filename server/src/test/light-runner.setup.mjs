// The node project's setup file: jest-light-runner imports it once in each of its worker processes, before
// any test file. TypeScript through tsx, as `npm start` runs the server (plain JavaScript because nothing
// compiles TypeScript before it has run); then Jest's time limits for tests and hooks.
import 'tsx';
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./test-timeouts.ts').limitTestTimes();
