import path from 'node:path';
import { spawn } from 'node:child_process';
import webpack, { type Configuration } from 'webpack';
import { BUNDLES, ROOT } from './bundles';

// `npm run dev`: every bundle rebuilt on change (development mode), the server restarted on change.
const configs: Configuration[] = BUNDLES.map((bundle) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(ROOT, bundle, 'webpack.config.ts')).default;
  return factory({}, { mode: 'development' });
});

const compiler = webpack(Object.assign(configs, { parallelism: 2 }) as Configuration[]);
compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) console.error(error);
  else if (stats?.hasErrors()) console.error(stats.toString({ all: false, errors: true, colors: true }));
  else console.log(`[webpack] rebuilt ${new Date().toLocaleTimeString('en-IN')}`);
});

const server = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});

const stop = () => {
  server.kill('SIGTERM');
  compiler.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
