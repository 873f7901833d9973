import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startSmtpPeer, type ReceivedMail } from '../server/src/test/smtp-peer';
import { buildServer } from './build-server';

// What scripts/two-servers.ts needs around the two server processes: a fresh PostgreSQL database, an
// SMTP peer both processes mail to (so every mail of either is counted in one place), the processes
// themselves (compiled JavaScript under plain node) and a small HTTP client.

const ROOT = path.resolve(__dirname, '..');

export type Answer = {
  status: number;
  json: { success?: boolean; message?: string; data?: unknown; [key: string]: unknown };
  body: Buffer;
};

export type Server = {
  name: string;
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** The process is gone (it exited, or was killed). */
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** An empty database of its own on the given server (the processes migrate it); dropped by `drop`. */
export async function createDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `firm_two_servers_${randomBytes(5).toString('hex')}`;
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export type Mail = ReceivedMail;

/** An SMTP peer on loopback that keeps every message, unfolded so the checks can search its text. */
export const startSmtpSink = () => startSmtpPeer({ unfold: true });

/**
 * What a run's server processes stand on: the server built, a fresh database on `baseUrl`, the SMTP sink, and
 * the settings they all take: production-like (PostgreSQL, SMTP, behind a proxy, no demo data, a new code at
 * once) but not NODE_ENV=production, which these runs do not need. The caller adds its secrets and limits;
 * `release` stops the sink and drops the database, once the processes are stopped.
 */
export async function prepareServers(baseUrl: string) {
  await buildServer();
  const database = await createDatabase(baseUrl);
  const smtp = await startSmtpSink();
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'true',
    OTP_RESEND_SECONDS: '0',
  };
  const release = async () => {
    await smtp.stop();
    await database.drop().catch(() => undefined);
  };
  return { database, smtp, env, release };
}

/** Starts `node server/dist/main.js` with `env` on its own port and DATA_DIR; resolves once /api/health answers 200. */
export async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `firm-${name}-`));
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    env: { PATH: process.env.PATH, ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: Server = { name, url: `http://127.0.0.1:${port}`, dataDir, child, output: () => lines.join(''), exited };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    const health = await fetch(`${server.url}/api/health`).catch(() => null);
    if (health?.status === 200) return server;
    await sleep(100);
  }
  child.kill('SIGKILL');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
  throw new Error(`server ${name} did not start:\n${server.output()}`);
}

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    await server.exited;
    clearTimeout(timer);
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type CallOptions = { token?: string; body?: unknown; ip?: string; raw?: { payload: Buffer; headers: Record<string, string> } };

/** One HTTP call; `ip` is the caller's address as the load balancer reports it (TRUST_PROXY=true). */
export async function call(server: Server, method: string, url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '203.0.113.1' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.raw) {
    Object.assign(headers, options.raw.headers);
    body = new Uint8Array(options.raw.payload);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${server.url}${url}`, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: Answer['json'] = {};
  if ((response.headers.get('content-type') ?? '').includes('json')) json = JSON.parse(bytes.toString('utf8')) as Answer['json'];
  return { status: response.status, json, body: bytes };
}

/** The sign-in code in the last sign-in mail to `email`. */
export function codeIn(mails: Mail[], email: string): string | null {
  const mail = mails.filter((m) => m.to.includes(email.toLowerCase()) && /sign in to/.test(m.raw)).at(-1);
  return mail?.raw.match(/portal is:\s+(\d{6})\b/)?.[1] ?? null;
}

/** Signs `email` in with a code asked through `asked` and entered through `entered`; answers the access token. */
export async function signIn(mails: Mail[], asked: Server, entered: Server, email: string, userType = 'staff'): Promise<string> {
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const requested = await call(asked, 'POST', '/api/auth/request-otp', { body: { email, user_type: userType }, ip });
  if (requested.status !== 200) throw new Error(`request-otp for ${email}: ${requested.status} ${JSON.stringify(requested.json)}`);
  let code: string | null = null;
  // Mail may go through a queue that a worker delivers every few seconds.
  for (let i = 0; i < 400 && !code; i += 1) {
    code = codeIn(mails, email);
    if (!code) await sleep(50);
  }
  if (!code) throw new Error(`no sign-in code mailed to ${email}`);
  const verified = await call(entered, 'POST', '/api/auth/verify-otp', { body: { email, otp: code, user_type: userType }, ip });
  const token = (verified.json.data as { access_token?: string } | undefined)?.access_token;
  if (!token) throw new Error(`verify-otp for ${email}: ${verified.status} ${JSON.stringify(verified.json)}`);
  return token;
}

// The checks' bookkeeping: each check's verdict, printed as it comes.
export const results: { name: string; error?: string }[] = [];

export async function check(name: string, run: () => Promise<void>) {
  const started = Date.now();
  try {
    await run();
    results.push({ name });
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, error: message });
    console.log(`  ✗ ${name}\n      ${message.split('\n').join('\n      ')}`);
  }
}

export function expect(what: string, actual: unknown, expected: unknown) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/**
 * Waits (30 s at most) for `count()` to reach `expected`, then a full poll of both mail workers more
 * (they look every 5 s), so that a second delivery of anything would show.
 */
export async function settled(count: () => number, expected: number) {
  for (let i = 0; i < 300 && count() < expected; i += 1) await sleep(100);
  await sleep(6_000);
}
