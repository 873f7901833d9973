/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { TEST_TIMEOUT_MS } from './server/src/test/test-timeouts';

// Transpile only, with swc (the webpack build's compiler): types are checked by `npm run typecheck`, not
// here. swc's hidden `jest` transform hoists jest.mock() above the imports as ts-jest did. `.ts` is parsed
// without JSX so that `<T>(x) => x` stays a generic; JavaScript is only the few ESM-only dependencies.
const swc = (parser: Record<string, unknown>) =>
  [
    '@swc/jest',
    {
      jsc: {
        parser,
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      sourceMaps: 'inline',
    },
  ] as const;
const transform = {
  '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
  '^.+\\.ts$': swc({ syntax: 'typescript' }),
  '^.+\\.(jsx?|mjs)$': swc({ syntax: 'ecmascript', jsx: true }),
};

// ESM-only packages that Jest (CommonJS) must transpile.
const esmOnly = ['cookie', 'content-disposition'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

const moduleNameMapper = {
  // Test helpers are entry points of their own (never re-exported by the barrels the browser loads).
  '^@firm/shared/(runtime|ui|runtime/testing|ui/testing)$': '<rootDir>/shared/src/$1/index.ts',
  // Entry points of one file, free of the libraries their layer's barrel brings (the sign-in page's first load).
  '^@firm/shared/(runtime/stored-session|ui/toast)$': '<rootDir>/shared/src/$1.ts',
  // The domain has one entry per entity (`@firm/shared/domain/invoice`), no barrel.
  '^@firm/shared/domain/([^/]+)$': '<rootDir>/shared/src/domain/$1/index.ts',
  // A feature's door (`@firm/shared/features/billing`) and its tests' door (`.../billing/testing`); lint refuses any
  // other path into a feature, but a test may still name a file of one to replace it (`jest.mock`).
  '^@firm/shared/features/([^/]+)$': '<rootDir>/shared/src/features/$1/index.ts',
  '^@firm/shared/features/([^/]+)/testing$': '<rootDir>/shared/src/features/$1/testing/index.ts',
  '^@firm/shared/features/(.*)$': '<rootDir>/shared/src/features/$1',
  '\\.css$': '<rootDir>/scripts/jest/style-stub.ts',
};

const nodeRoots = ['<rootDir>/shared/src/domain', '<rootDir>/server/src', '<rootDir>/scripts'];

const config: Config = {
  testTimeout: TEST_TIMEOUT_MS,
  // Jest's default is one worker fewer than the cores: on a two-core machine that is one, and Jest then runs
  // every file in band, one after another, in one process. The suites are CPU-bound (PGlite is WebAssembly,
  // jsdom and React are JavaScript) and each file has its own database, so two files at once use both cores.
  maxWorkers: '100%',
  // Jest's own runner (the browser files): a worker's heap grows ~30 MB with each file and reached 2-3 GB
  // in a full run: a finished file's vm context, and with it its whole module registry, stays alive (a
  // heap snapshot after five files in band holds four jest Runtimes, retained from Node's cleanup queue
  // through their ContextifyContext: the known leak of vm contexts, jestjs/jest#14605; the heaps grow as
  // much without --experimental-vm-modules, so that flag is not the cause). Garbage collection then took
  // more CPU than the tests: a file cost 2-7 times its time alone. A worker past 300 MB after a file is
  // replaced; a fresh one pays ~1-2 s of module loading again, far less (the whole suite: 742 s with no
  // limit, 467 s at 1 GB, 363 s at 512 MB, 342 s at 300 MB).
  workerIdleMemoryLimit: '300MB',
  projects: [
    {
      // Server, domain and script files, in plain Node processes (jest-light-runner) rather than a vm context
      // each: a worker's modules and PGlite's Emscripten glue stay loaded from one file to the next instead
      // of being loaded again, cold, for every file (the project: 295 → 120 s of Jest). Each file still has
      // its own database and app; the server keeps no module state between apps (it runs as several
      // processes on one database), and a test file must not leave changed globals or `process.env`
      // behind. TypeScript through tsx, as `npm start` runs it; no jest.mock() (see the next project).
      displayName: 'node',
      runner: ['jest-light-runner', { runtime: 'child_process' }],
      rootDir: '.',
      roots: nodeRoots,
      testPathIgnorePatterns: ['/node_modules/', '\\.mocked\\.test\\.ts$'],
      setupFiles: ['<rootDir>/server/src/test/light-runner.setup.mjs'],
      // Jest itself still compiles the global setup and teardown with this project's transform.
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/server/src/test/global-setup.ts',
    },
    {
      // The few node files that replace a module with jest.mock(), which needs Jest's own module registry.
      displayName: 'node (jest.mock)',
      testEnvironment: 'node',
      rootDir: '.',
      roots: nodeRoots,
      testMatch: ['**/*.mocked.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      globalSetup: '<rootDir>/server/src/test/global-setup.ts',
    },
    {
      displayName: 'browser',
      testEnvironment: '<rootDir>/scripts/jest/jsdom-environment.ts',
      rootDir: '.',
      roots: [
        '<rootDir>/shared/src/runtime',
        '<rootDir>/shared/src/ui',
        '<rootDir>/shared/src/features',
        '<rootDir>/shell/src',
        '<rootDir>/remotes',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: {
        ...moduleNameMapper,
        // MUI's own import (InputBase's '../TextareaAutosize') and any direct one: see the stub's comment.
        '^(\\.\\.|@mui/material)/TextareaAutosize(/index\\.js)?$': '<rootDir>/scripts/jest/textarea-autosize-stub.tsx',
        // The bare barrel: each export required on first use (see the file's comment).
        '^@mui/material$': '<rootDir>/scripts/jest/mui-material-lazy.js',
      },
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup.ts'],
    },
  ],
};

export default config;
