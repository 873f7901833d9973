import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

// drizzle-kit is hoisted to the repository's node_modules while drizzle-orm stays in server/, where
// drizzle-kit's version check cannot find it: link it for the run, then remove the link.
const link = path.resolve(__dirname, '..', '..', 'node_modules', 'drizzle-orm');
const target = path.resolve(__dirname, '..', 'node_modules', 'drizzle-orm');
const linked = !fs.existsSync(link) && fs.existsSync(target);
if (linked) fs.symlinkSync(target, link);
try {
  const run = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: path.resolve(__dirname, '..'),
  });
  process.exitCode = run.status ?? 1;
} finally {
  if (linked) fs.unlinkSync(link);
}
