/** @jest-config-loader esbuild-register */
import path from 'node:path';
import type { Config } from 'jest';
import config from '../../jest.config';

// `NODE_OPTIONS=--experimental-vm-modules npx jest -c scripts/jest/cpu.config.ts [paths]`: the suite as `npm test`
// runs it, with each file's CPU and wall seconds appended to JEST_CPU_OUT (see cpu-environment.ts).
// `node scripts/jest/cpu-top.mjs` then lists the slowest files and the totals.
// By project: each measured environment wraps that project's own; the files jest-light-runner runs (no test
// environment) are measured by a setup file (cpu-light.ts).
const environments: Record<string, string> = {
  'node (jest.mock)': '<rootDir>/scripts/jest/cpu-node.ts',
  browser: '<rootDir>/scripts/jest/cpu-jsdom.ts',
};

const measured: Config = {
  ...config,
  // Jest's root is the config file's folder unless told: the repository's, as for jest.config.ts.
  rootDir: path.resolve(__dirname, '../..'),
  projects: (config.projects as Config[]).map((project) =>
    project.runner
      ? { ...project, setupFiles: [...(project.setupFiles ?? []), '<rootDir>/scripts/jest/cpu-light.ts'] }
      : { ...project, testEnvironment: environments[project.displayName as string] },
  ),
};

export default measured;
