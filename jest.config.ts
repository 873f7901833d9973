/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const tsJest = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', isolatedModules: true, diagnostics: false }],
} as const;

const moduleNameMapper = {
  '^@firm/shared/(domain|api|session|ui)$': '<rootDir>/shared/src/$1/index.ts',
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
      moduleNameMapper,
    },
    {
      displayName: 'browser',
      testEnvironment: 'jsdom',
      rootDir: '.',
      roots: ['<rootDir>/shared/src/api', '<rootDir>/shared/src/session', '<rootDir>/shared/src/ui', '<rootDir>/shell/src', '<rootDir>/remotes'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: tsJest,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
  ],
};

export default config;
