import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { BUNDLES, ROOT, isStale, markBuilt } from './bundles';
import { buildServer } from './build-server';
import { prerenderSite } from './prerender-site';

/** Builds the bundles given (all stale ones by default) in one webpack run; resolves when done. */
export async function buildBundles(options: { force?: boolean; mode?: 'production' | 'development' } = {}): Promise<string[]> {
  const targets = BUNDLES.filter((bundle) => options.force || isStale(bundle));
  if (targets.length === 0) return [];
  const configs: Configuration[] = targets.map((bundle) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const factory = require(path.join(ROOT, bundle, 'webpack.config.ts')).default;
    return factory({}, { mode: options.mode ?? 'production' });
  });
  console.log(`Building ${targets.join(', ')} ...`);
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    // parallelism 2: two cores; more only adds memory.
    const compiler = webpack(Object.assign(configs, { parallelism: 2 }) as Configuration[]);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
  // The public pages as HTML, from the shell just built (scripts/prerender-site.ts).
  if (targets.includes('shell') && (options.mode ?? 'production') === 'production') prerenderSite();
  targets.forEach(markBuilt);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return targets;
}

// `npm run build`: the compiled server (what `npm start` runs in production) and the web bundles.
if (require.main === module) {
  buildServer()
    .then(() => buildBundles({ force: process.argv.includes('--force') }))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
