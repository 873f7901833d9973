import { buildBundles } from './build';

// `npm start` outside production (through scripts/start.js): build whatever is missing or stale, then run the server in this process.
async function start() {
  await buildBundles();
  // Loaded only once the bundles are built: the server reads them at start-up.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../server/src/main');
}

start().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
