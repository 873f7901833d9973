import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const BUNDLES = ['shell', 'remotes/superadmin', 'remotes/admin', 'remotes/supervisor', 'remotes/employee', 'remotes/client'];

const STAMP = '.build-stamp';

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** A bundle is stale when any of its sources, the shared package or the build setup is newer than its last build. */
export function isStale(bundle: string): boolean {
  const stamp = path.join(ROOT, bundle, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const inputs = [
    path.join(ROOT, bundle, 'src'),
    path.join(ROOT, bundle, 'webpack.config.ts'),
    path.join(ROOT, 'shared', 'src'),
    path.join(ROOT, 'shared', 'package.json'),
    path.join(ROOT, 'webpack.config.base.ts'),
    path.join(ROOT, 'package-lock.json'),
  ];
  return inputs.some((input) => newestMtime(input) > built);
}

export function markBuilt(bundle: string): void {
  fs.writeFileSync(path.join(ROOT, bundle, 'dist', STAMP), new Date().toISOString());
}
