import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { Client } from 'pg';
import { openDatabase } from '../../server/src/db/database';
import { insertSacCode } from '../../server/src/modules/sac-codes';
import { insertServiceCategory } from '../../server/src/modules/service-categories';
import { multipartForm } from '../../server/src/test/multipart';
import { seedOrganization } from '../../server/src/test/fixtures';
import { call, prepareServers, signIn, startServer, stopServer, type Server } from '../two-servers.support';

// `npm run bench:documents`: the client's document uploads on PostgreSQL (BENCH_POSTGRES_URL's
// server, default the machine's; a scratch database, dropped after), through the compiled server as
// production runs it (files in the database's shared store).
//   1. 50 parallel uploads of 5 MB, one per request: p50 and p95 time, and the server process's memory
//      (RSS sampled every 50 ms, and the kernel's high-water mark VmHWM), which must stay bounded: an
//      upload is streamed in 256 KiB chunks, never held whole.
//   2. The same again with a kill -9 of the server in the middle, then a fresh process on the database:
//      every upload answered 201 downloads byte for byte, every file a request lists is whole (its bytes
//      are exactly one of those sent), and what the killed process had half-written is only staged,
//      invisible to every request (swept after a day).
// Prints figures and the checks; exits 1 when a check fails (never on a figure).

const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 50);
const FILE_BYTES = Number(process.env.BENCH_FILE_MB ?? 5) * 1024 * 1024;
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A PDF of `bytes` bytes (the magic bytes pass the type check), random inside so no two are alike. */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, crypto.randomBytes(bytes - head.length - tail.length), tail]);
}

/** The process's resident memory now and its high-water mark, from /proc (Linux), in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return null;
  }
}

type Upload = { requestId: number; content: Buffer; status: number | null; ms: number };

async function uploadAll(
  server: Server,
  token: string,
  requestIds: number[],
  onAnswer?: (status: number | null) => void,
): Promise<Upload[]> {
  return Promise.all(
    requestIds.map(async (requestId, i) => {
      const content = pdfOf(FILE_BYTES);
      const form = multipartForm({ comment: `Upload ${i}` }, [{ name: `statement-${i}.pdf`, content, type: 'application/pdf' }]);
      const started = performance.now();
      const answer = await call(server, 'POST', `/api/client-portal/document-requests/${requestId}/files`, { token, raw: form }).catch(
        () => null,
      );
      onAnswer?.(answer?.status ?? null);
      return { requestId, content, status: answer?.status ?? null, ms: performance.now() - started };
    }),
  );
}

const failures: string[] = [];
function check(name: string, ok: boolean, detail = '') {
  console.log(`  ${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures.push(name);
}

async function main() {
  const prepared = await prepareServers(PG_SERVER);
  const { database, smtp } = prepared;
  const env = {
    ...prepared.env,
    JWT_SECRET: 'bench-documents-jwt-secret-0123456789abcdef',
    OTP_SECRET: 'bench-documents-otp-secret-0123456789abcdef',
    REMINDER_JOB: 'false',
  };
  const servers: Server[] = [];
  const sql = new Client({ connectionString: database.url });
  let db: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    let server = await startServer('documents', env);
    servers.push(server);
    db = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    const org = await seedOrganization(db.db, { name: 'Kapoor Iyer & Co.' });
    const now = new Date();
    const orgId = org.organization.id;
    const category = await insertServiceCategory(
      db.db,
      orgId,
      { name: 'ITR', description: 'Returns', isActive: true, cgstBp: 900, sgstBp: 900, igstBp: 1800 },
      now,
    );
    const sac = await insertSacCode(db.db, orgId, { code: '998231', description: 'Tax consultancy', isActive: true }, now);
    await sql.connect();
    const admin = await signIn(smtp.received, server, server, org.users.admin.email);
    const client = await signIn(smtp.received, server, server, org.contacts[0].email!, 'client');

    /** A Project of the client with `UPLOADS` required requests; answers their ids. */
    const requestsOn = async (name: string): Promise<number[]> => {
      const body = {
        client_id: org.client.id,
        task_name: name,
        service_description: 'Bank statements for the audit',
        sac_code_id: sac.id,
        service_category_id: category.id,
        due_date: '2027-07-31',
        assignee_id: org.users.employee.id,
      };
      const task = await call(server, 'POST', '/api/tasks/', { token: admin, body });
      if (task.status !== 201) throw new Error(`create Project: ${task.status} ${JSON.stringify(task.json)}`);
      const taskId = (task.json.data as { task_id: number }).task_id;
      const requests = Array.from({ length: UPLOADS }, (_, i) => ({ title: `Bank statement ${i + 1}`, due_date: '2027-06-30' }));
      const asked = await call(server, 'POST', `/api/tasks/${taskId}/document-requests`, { token: admin, body: { requests } });
      if (asked.status !== 201) throw new Error(`requests: ${asked.status} ${JSON.stringify(asked.json)}`);
      return (asked.json.data as { requests: { request_id: number }[] }).requests.map((r) => r.request_id);
    };
    /** The bytes a request's current file downloads as, through `server`. */
    const download = async (requestId: number, fileId: number) =>
      (await call(server, 'GET', `/api/client-portal/document-requests/${requestId}/files/${fileId}`, { token: client })).body;

    // 1. The load.
    const first = await requestsOn('Statutory audit FY 2025-26');
    const pid = server.child.pid!;
    const idle = memoryOf(pid);
    let peak = idle?.rss ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid)?.rss ?? 0)), 50);
    const started = performance.now();
    const uploads = await uploadAll(server, client, first);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const hwm = memoryOf(pid)?.hwm ?? 0;
    const times = uploads.map((u) => u.ms).sort((a, b) => a - b);
    const ok = uploads.filter((u) => u.status === 201).length;
    console.log(`\n${UPLOADS} parallel uploads of ${mb(FILE_BYTES)} MB on PostgreSQL (load ${load()}):`);
    console.log(
      `  all in ${seconds.toFixed(1)} s, ${(UPLOADS * FILE_BYTES) / 1024 / 1024 / seconds > 0 ? ((UPLOADS * FILE_BYTES) / 1024 / 1024 / seconds).toFixed(1) : '0'} MB/s`,
    );
    console.log(
      `  per upload: p50 ${(at(times, 0.5) / 1000).toFixed(2)} s, p95 ${(at(times, 0.95) / 1000).toFixed(2)} s, max ${(times.at(-1)! / 1000).toFixed(2)} s`,
    );
    console.log(
      `  server RSS: idle ${mb(idle?.rss ?? 0)} MB, peak sampled ${mb(peak)} MB (+${mb(peak - (idle?.rss ?? 0))} MB), VmHWM ${mb(hwm)} MB; ${mb(UPLOADS * FILE_BYTES)} MB uploaded`,
    );
    check('every upload answered 201', ok === UPLOADS, `${ok} of ${UPLOADS}`);
    check(
      'the server held far less than the uploads at once (peak growth < half of 50 × 5 MB)',
      peak - (idle?.rss ?? 0) < (UPLOADS * FILE_BYTES) / 2,
    );
    const sample = uploads.filter((_, i) => i % 10 === 0);
    for (const u of sample) {
      const listed = await call(server, 'GET', '/api/client-portal/documents', { token: client });
      const request = (listed.json.data as { projects: { requests: { request_id: number; files: { file_id: number }[] }[] }[] }).projects
        .flatMap((p) => p.requests)
        .find((r) => r.request_id === u.requestId)!;
      const body = await download(u.requestId, request.files[0]!.file_id);
      if (sha(body) !== sha(u.content)) check(`request ${u.requestId} downloads what was uploaded`, false);
    }
    check('a sample of the files downloads byte for byte', true, `${sample.length} files`);

    // 2. kill -9 in the middle of the same load.
    const second = await requestsOn('Tax audit FY 2025-26');
    // Killed once a fifth of the uploads were answered 201: the rest are then mid-stream or mid-commit.
    const killAt = Math.max(1, Math.floor(UPLOADS / 5));
    const victim = server;
    let answered = 0;
    const results = await uploadAll(victim, client, second, (status) => {
      if (status === 201 && (answered += 1) === killAt) victim.child.kill('SIGKILL');
    });
    await victim.exited;
    await stopServer(victim);
    servers.splice(servers.indexOf(victim), 1);
    const acknowledged = results.filter((r) => r.status === 201);
    console.log(
      `\nkill -9 amid ${UPLOADS} uploads: ${acknowledged.length} answered 201 before the kill, ${UPLOADS - acknowledged.length} cut off`,
    );
    check('the kill came in the middle (some answered, some cut off)', acknowledged.length > 0 && acknowledged.length < UPLOADS);

    server = await startServer('documents-after', env);
    servers.push(server);
    const listed = await call(server, 'GET', '/api/client-portal/documents', { token: client });
    const requests = (
      listed.json.data as { projects: { requests: { request_id: number; state: string; files: { file_id: number; size: number }[] }[] }[] }
    ).projects.flatMap((p) => p.requests);
    const byId = new Map(requests.map((r) => [r.request_id, r]));
    const lost = acknowledged.filter((u) => (byId.get(u.requestId)?.files.length ?? 0) !== 1);
    check('no acknowledged upload lost', lost.length === 0, `${acknowledged.length} acknowledged, ${lost.length} without their file`);
    let whole = 0;
    const broken: number[] = [];
    for (const u of results) {
      const request = byId.get(u.requestId)!;
      if (request.files.length === 0) {
        if (request.state !== 'requested') broken.push(u.requestId);
        continue;
      }
      const body = await download(u.requestId, request.files[0]!.file_id);
      if (sha(body) === sha(u.content) && request.state === 'uploaded') whole += 1;
      else broken.push(u.requestId);
    }
    check(
      'every file a request lists is whole (the bytes sent, in full)',
      broken.length === 0,
      `${whole} whole, ${broken.length} half-written`,
    );
    const { rows: staged } = await sql.query<{ n: string; bytes: string }>(
      `SELECT count(DISTINCT f.key) AS n, coalesce(sum(octet_length(c.data)), 0) AS bytes
         FROM stored_files f LEFT JOIN stored_file_chunks c ON c.key = f.key WHERE f.state = 'staged'`,
    );
    const { rows: orphans } = await sql.query<{ n: string }>(
      `SELECT count(*) AS n FROM stored_files f WHERE f.state = 'stored' AND NOT EXISTS (SELECT 1 FROM document_files d WHERE d.stored_key = f.key)
         AND NOT EXISTS (SELECT 1 FROM task_attachments a WHERE a.stored_key = f.key)`,
    );
    console.log(
      `  left staged by the killed process (invisible, swept after a day): ${staged[0]!.n} files, ${mb(Number(staged[0]!.bytes))} MB`,
    );
    check('no stored file without its record', Number(orphans[0]!.n) === 0, `${orphans[0]!.n}`);
  } finally {
    await Promise.all(servers.map(stopServer));
    await db?.close().catch(() => undefined);
    await sql.end().catch(() => undefined);
    await prepared.release();
  }
  console.log(failures.length ? `\nbench:documents: ${failures.length} check(s) failed` : '\nbench:documents: all checks passed');
  process.exit(failures.length ? 1 : 0);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
