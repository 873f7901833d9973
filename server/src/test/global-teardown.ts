import fs from 'node:fs';
import { PGLITE_DUMP_ENV } from './test-database';

/** Removes the run's PGlite snapshot: uncompressed, each run would otherwise leave 29 MB in the temp folder. */
export default function globalTeardown() {
  const dumpPath = process.env[PGLITE_DUMP_ENV];
  if (dumpPath) fs.rmSync(dumpPath, { force: true });
}
