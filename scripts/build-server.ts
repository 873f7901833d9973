import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// The server as plain JavaScript for production: `node server/dist/main.js` starts it with no
// transpiler at run time. Each source file becomes one file of server/dist at the same place (so
// __dirname-relative paths such as the migrations folder stay right), and the shared domain it imports
// (TypeScript sources behind @firm/shared/domain/<entity>) is compiled into server/dist/shared-domain beside it.

const ROOT = path.resolve(__dirname, '..');
const SERVER_SRC = path.join(ROOT, 'server', 'src');
const DOMAIN_SRC = path.join(ROOT, 'shared', 'src', 'domain');
export const SERVER_DIST = path.join(ROOT, 'server', 'dist');

const isTestFile = (name: string) => /\.test\.ts$|\.test-support\.ts$/.test(name);

function sourcesOf(dir: string, skip: (relative: string) => boolean = () => false): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith('.ts') || isTestFile(entry.name) || skip(path.relative(dir, full))) continue;
    found.push(full);
  }
  return found;
}

/**
 * Compiles the server to server/dist (or `outDir`, a folder of server/ too, for a test); resolves with
 * the number of files written. `.build-stamp` is written last: the production start checks it.
 */
export async function buildServer(outDir = SERVER_DIST): Promise<number> {
  const started = Date.now();
  if (path.dirname(outDir) !== path.join(ROOT, 'server')) throw new Error('the compiled server must sit in a folder of server/');
  const domainDist = path.join(outDir, 'shared-domain');
  fs.rmSync(outDir, { recursive: true, force: true });
  const common = { bundle: false, platform: 'node', format: 'cjs', target: 'node20', sourcemap: true, logLevel: 'warning' } as const;
  const server = sourcesOf(SERVER_SRC, (relative) => relative.split(path.sep)[0] === 'test');
  const domain = sourcesOf(DOMAIN_SRC);
  await build({ ...common, entryPoints: server, outbase: SERVER_SRC, outdir: outDir });
  await build({ ...common, entryPoints: domain, outbase: DOMAIN_SRC, outdir: domainDist });

  // Without bundling, imports stay as written: point the shared domain's at its compiled copy.
  for (const source of server) {
    const file = path.join(outDir, path.relative(SERVER_SRC, source)).replace(/\.ts$/, '.js');
    const text = fs.readFileSync(file, 'utf8');
    const other = /require\("(@firm\/shared\/(?!domain\/[a-z0-9-]+")[^"]*)"\)/.exec(text);
    if (other)
      throw new Error(`${path.relative(ROOT, source)} imports ${other[1]}: the server may import @firm/shared/domain/<entity> only`);
    const rewritten = text.replace(/require\("@firm\/shared\/domain\/([a-z0-9-]+)"\)/g, (_whole, entity: string) => {
      const entry = path.join(domainDist, entity, 'index.js');
      if (!fs.existsSync(path.join(DOMAIN_SRC, entity, 'index.ts')))
        throw new Error(`${path.relative(ROOT, source)} imports an unknown domain entity "${entity}"`);
      let target = path.relative(path.dirname(file), entry).split(path.sep).join('/');
      if (!target.startsWith('.')) target = `./${target}`;
      return `require(${JSON.stringify(target)})`;
    });
    fs.writeFileSync(file, rewritten);
  }
  fs.writeFileSync(path.join(outDir, '.build-stamp'), new Date().toISOString());
  const files = server.length + domain.length;
  console.log(`Compiled the server (${files} files) to ${path.relative(ROOT, outDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return files;
}

if (require.main === module) {
  buildServer().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
