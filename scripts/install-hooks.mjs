// `npm install` (the root's `prepare`): points git at .githooks/ (commit-msg: scripts/commit-subjects.ts).
// Only inside this repository's own git work tree; anywhere else (a tarball, CI without git, a parent
// repository) it does nothing, and it never fails the install.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

try {
  if (git('rev-parse', '--is-inside-work-tree') === 'true' && path.resolve(git('rev-parse', '--show-toplevel')) === root) {
    git('config', 'core.hooksPath', '.githooks');
  }
} catch {
  // No git, or not a work tree: nothing to install.
}
