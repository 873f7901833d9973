import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { openDatabase } from '../server/src/db/database';
import { loadConfig } from '../server/src/platform/config';
import { ROOT } from './bundles';

// `npm run openapi [file]`: writes the API's OpenAPI document (default dist/openapi.json) for a
// team that builds and deploys a role's remote on its own, without running this server. Built
// from the same route schemas the server validates with; no database is touched.

async function main() {
  const target = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist', 'openapi.json'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-openapi-'));
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', SEED_DEMO_DATA: 'false' });
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    console.log(`OpenAPI document written to ${path.relative(process.cwd(), target) || target}`);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
