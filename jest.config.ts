/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const tsJest = {
  '^.+\\.(tsx?|jsx?|mjs)$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
} as const;

// ESM-only packages that Jest (CommonJS) must transpile.
const esmOnly = ['cookie', 'content-disposition'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

const moduleNameMapper = {
  // Test helpers are entry points of their own (never re-exported by the barrels the browser loads).
  '^@firm/shared/(domain|runtime|ui|runtime/testing|ui/testing)$': '<rootDir>/shared/src/$1/index.ts',
  // Features have no barrels: a remote imports the file it needs.
  '^@firm/shared/features/(.*)$': '<rootDir>/shared/src/features/$1',
  '\\.css$': '<rootDir>/jest.style-stub.ts',
};

const config: Config = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      rootDir: '.',
      roots: ['<rootDir>/shared/src/domain', '<rootDir>/server/src', '<rootDir>/scripts'],
      transform: tsJest,
      transformIgnorePatterns,
      moduleNameMapper,
      globalSetup: '<rootDir>/server/src/test/global-setup.ts',
    },
    {
      displayName: 'browser',
      testEnvironment: 'jsdom',
      rootDir: '.',
      roots: [
        '<rootDir>/shared/src/runtime',
        '<rootDir>/shared/src/ui',
        '<rootDir>/shared/src/features',
        '<rootDir>/shell/src',
        '<rootDir>/remotes',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: tsJest,
      transformIgnorePatterns,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
  ],
};

export default config;
