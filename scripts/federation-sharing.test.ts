import fs from 'node:fs';
import path from 'node:path';
import { createInstance, satisfy } from '@module-federation/enhanced/runtime';
import { RUNTIME_ENTRY, SINGLETON_LIBRARIES, sharedConfig, type SharedEntry } from '../webpack.config.base';

// Drives Module Federation's own runtime (the code in every remoteEntry.js) with the share
// configuration webpack.config.base.ts gives each bundle, to show what happens when a remote was
// built against another @firm/shared runtime than the shell provides.

type Pkg = { name?: string; version?: string; dependencies?: Record<string, string> };
const ROOT = path.resolve(__dirname, '..');
const readPkg = (dir: string): Pkg => JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Pkg;
const sharedPkg = readPkg('shared');
const BUNDLES = ['shell', 'remotes/superadmin', 'remotes/admin', 'remotes/supervisor', 'remotes/employee', 'remotes/client'];

/** @firm/shared as it would be at another version: same libraries, another runtime. */
const sharedAt = (version: string): Pkg => ({ ...sharedPkg, version });
const bundleNeeding = (range: string): Pkg => ({ name: '@firm/remote-admin', dependencies: { '@firm/shared': range } });

let instances = 0;
/** The shell's federation instance, with its runtime already loaded in the page (as the portal does). */
function shellProviding(version: string, entry: SharedEntry, lib: object) {
  instances += 1;
  return createInstance({
    name: `firm_shell_${instances}`,
    remotes: [],
    shared: { [RUNTIME_ENTRY]: { version, lib: () => lib, shareConfig: entry } },
  });
}

/** A remote's instance joined to the shell's share scope, as its container's init(shareScope) does. */
function remoteJoining(shell: ReturnType<typeof createInstance>, request: string, version: string, entry: SharedEntry, ownCopy: object) {
  instances += 1;
  const remote = createInstance({
    name: `firm_admin_${instances}`,
    remotes: [],
    shared: { [request]: { version, get: async () => () => ownCopy, shareConfig: entry } },
  });
  remote.initShareScopeMap('default', shell.shareScopeMap.default!);
  return remote;
}

const shellEntry = sharedConfig(readPkg('shell'))[RUNTIME_ENTRY]!;

describe('a remote and the shell’s shared runtime', () => {
  it('refuses a remote built against an incompatible runtime instead of giving it a second store', async () => {
    const shell = shellProviding('0.1.0', shellEntry, { store: 'the page’s' });
    const entry = sharedConfig(bundleNeeding('^0.2.0'), sharedAt('0.2.0'))[RUNTIME_ENTRY]!;
    const remote = remoteJoining(shell, RUNTIME_ENTRY, '0.2.0', entry, { store: 'a second one' });
    await expect(remote.loadShare(RUNTIME_ENTRY)).rejects.toThrow(
      /Version 0\.1\.0 from firm_shell_\d+ of shared singleton module @firm\/shared\/runtime does not satisfy the requirement of firm_admin_\d+ which needs \^0\.2\.0/,
    );
  });

  it('gives a remote built against a compatible runtime the shell’s one instance', async () => {
    const pageRuntime = { store: 'the page’s' };
    const shell = shellProviding('0.1.4', shellEntry, pageRuntime);
    const entry = sharedConfig(bundleNeeding('^0.1.0'))[RUNTIME_ENTRY]!;
    const remote = remoteJoining(shell, RUNTIME_ENTRY, '0.1.0', entry, { store: 'a second one' });
    const factory = await remote.loadShare<object>(RUNTIME_ENTRY);
    expect(factory && factory()).toBe(pageRuntime);
  });

  it('reports a library out of range in the console and keeps the page’s one instance', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pageReact = { version: '19.3.1' };
    instances += 1;
    const shell = createInstance({
      name: `firm_shell_${instances}`,
      remotes: [],
      shared: { react: { version: '19.3.1', lib: () => pageReact, shareConfig: sharedConfig(readPkg('shell')).react! } },
    });
    const entry = sharedConfig(readPkg('remotes/admin'), {
      ...sharedPkg,
      dependencies: { ...sharedPkg.dependencies, react: '^20.0.0' },
    }).react!;
    const remote = remoteJoining(shell, 'react', '20.0.0', entry, { version: '20.0.0' });
    const factory = await remote.loadShare<object>('react');
    expect(factory && factory()).toBe(pageReact);
    expect(warn.mock.calls.flat().join(' ')).toMatch(
      /Version 19\.3\.1 .* of shared singleton module react does not satisfy the requirement of firm_admin_\d+ which needs \^20\.0\.0/,
    );
    warn.mockRestore();
  });
});

describe('the share configuration of every bundle', () => {
  it.each(BUNDLES)('%s shares only the page’s singletons, each with a semver range its build satisfies', (dir) => {
    const config = sharedConfig(readPkg(dir));
    expect(Object.keys(config).sort()).toEqual([...SINGLETON_LIBRARIES, RUNTIME_ENTRY].sort());
    for (const [request, entry] of Object.entries(config)) {
      expect(entry.singleton).toBe(true);
      expect(entry.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
      if (request === RUNTIME_ENTRY) expect(satisfy(sharedPkg.version!, entry.requiredVersion)).toBe(true);
    }
    expect(config[RUNTIME_ENTRY]).toMatchObject({ strictVersion: true, version: sharedPkg.version });
  });

  it('refuses to build a bundle that depends on @firm/shared without a range', () => {
    expect(() => sharedConfig({ name: '@firm/remote-x', dependencies: { '@firm/shared': '*' } })).toThrow(
      '@firm/remote-x must depend on @firm/shared with a semver range',
    );
  });
});
