import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server';

// In production the server runs from compiled JavaScript. `npm start` (scripts/start.js)
// with NODE_ENV=production runs server/dist/main.js with plain node and refuses a missing or stale
// build; the compiled server itself starts under plain node and answers /api/health.

const ROOT = path.resolve(__dirname, '..');

describe('npm start in production (scripts/start.js)', () => {
  let tree: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  };
  const touch = (file: string, at: Date) => fs.utimesSync(path.join(tree, file), at, at);
  const start = (env: Record<string, string> = { NODE_ENV: 'production' }) =>
    spawnSync(process.execPath, [path.join(tree, 'scripts', 'start.js')], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });

  // A checkout in miniature: the real launcher, sources, and a "compiled server" that says it ran.
  beforeEach(() => {
    tree = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-start-'));
    write('scripts/start.js', fs.readFileSync(path.join(ROOT, 'scripts', 'start.js'), 'utf8'));
    write('server/src/main.ts', 'export {};\n');
    write('server/src/main.test.ts', 'export {};\n');
    write('shared/src/domain/money/index.ts', 'export {};\n');
    for (const bundle of ['shell', 'remotes/admin', 'remotes/client']) write(`${bundle}/dist/.build-stamp`, 'built');
    const past = new Date(Date.now() - 60_000);
    for (const file of ['server/src/main.ts', 'server/src/main.test.ts', 'shared/src/domain/money/index.ts']) touch(file, past);
  });
  afterEach(() => fs.rmSync(tree, { recursive: true, force: true }));
  const build = () => {
    write('server/dist/main.js', "console.log('compiled server ran');\n");
    write('server/dist/.build-stamp', 'built');
  };

  it('runs the compiled server with plain node once it is built', () => {
    build();
    const run = start();
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('compiled server ran\n');
    expect(run.status).toBe(0);
  });

  it('refuses to start when the server was never built, and says what to run', () => {
    const run = start();
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('The server is not built. In production `npm start` runs the compiled server: run `npm run build` first.\n');
    expect(run.stdout).toBe('');
  });

  it('refuses a build older than a source of the server or of the shared domain, naming the file (tests aside)', () => {
    build();
    touch('server/src/main.test.ts', new Date(Date.now() + 60_000));
    expect(start().status).toBe(0);
    for (const file of ['server/src/main.ts', 'shared/src/domain/money/index.ts']) {
      touch(file, new Date(Date.now() + 60_000));
      const run = start();
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(`The compiled server is older than its sources (${file} changed since): run \`npm run build\` again.\n`);
      touch(file, new Date(Date.now() - 60_000));
    }
  });

  it('refuses to start without the web bundles', () => {
    build();
    fs.rmSync(path.join(tree, 'remotes', 'client', 'dist'), { recursive: true });
    const run = start();
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('The web bundles are not built (remotes/client): run `npm run build` first.\n');
  });
});

describe('the compiled server', () => {
  const outDir = path.join(ROOT, 'server', `dist-test-${process.pid}`);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('is built by the build and starts in production under plain node, answering /api/health', async () => {
    await buildServer(outDir);
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-compiled-'));
    // Plain node with no loader: a require of a TypeScript file would fail the start.
    const server = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: 'a-production-like-jwt-secret-of-some-length',
        OTP_SECRET: 'a-production-like-otp-secret-of-some-length',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    try {
      let health: Response | null = null;
      for (let i = 0; i < 200 && server.exitCode === null && !health; i += 1) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect({ exit: server.exitCode, output: health ? '' : output }).toEqual({ exit: null, output: '' });
      expect(health!.status).toBe(200);
      expect(await health!.json()).toEqual({ status: 'ok', database: 'up' });
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
