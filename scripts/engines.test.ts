import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

// A fresh `npm install` on the Node the project declares prints no engine warning: every package the lock
// file installs accepts the oldest Node of `engines.node` and the Node running the tests.

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

type LockEntry = { version?: string; engines?: { node?: string } | string[]; optional?: boolean; link?: boolean };

/** Packages whose declared Node range refuses `node`. */
export function refusedOn(node: string, packages: Record<string, LockEntry>): string[] {
  return Object.entries(packages)
    .filter(([where, entry]) => where && !entry.link && !Array.isArray(entry.engines) && entry.engines?.node)
    .filter(([, entry]) => !semver.satisfies(node, (entry.engines as { node: string }).node, { includePrerelease: true }))
    .map(
      ([where, entry]) =>
        `${where.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${(entry.engines as { node: string }).node}`,
    );
}

describe('the Node version the project declares', () => {
  const declared = read('package.json').engines.node as string;
  const oldest = semver.minVersion(declared)!.version;
  const packages = read('package-lock.json').packages as Record<string, LockEntry>;

  it('is accepted by every package the lock file installs', () => {
    expect(refusedOn(oldest, packages)).toEqual([]);
    expect(refusedOn(process.versions.node, packages)).toEqual([]);
  });

  it('is the Node running the tests', () => {
    expect(semver.satisfies(process.versions.node, declared)).toBe(true);
  });

  it('would name a package made for a newer Node', () => {
    const lock = { 'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } } };
    expect(refusedOn(oldest, { ...packages, ...lock })).toEqual(['cookie@2.0.2 wants node >=22']);
  });
});
