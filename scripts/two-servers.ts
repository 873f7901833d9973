import { Client } from 'pg';
import { openDatabase, type Database } from '../server/src/db/database';
import { seedBillingOffice } from '../server/src/modules/billing/invoices/invoices.test-support';
import { insertSacCode } from '../server/src/modules/sac-codes';
import { insertServiceCategory } from '../server/src/modules/service-categories';
import { seedOrganization, type SeededOrganization } from '../server/src/test/fixtures';
import { files } from './two-servers.files';
import {
  call,
  check,
  expect,
  results,
  settled,
  signIn,
  sleep,
  startServer,
  prepareServers,
  stopServer,
  type Mail,
  type Server,
} from './two-servers.support';

// Several server processes on one PostgreSQL database and one Redis. Two processes of the
// compiled server (plain node), each with its own port and DATA_DIR, share a fresh database, a Redis
// and an SMTP peer; each check below calls both and prints its verdict, then "N passed, N failed".
// `npm run test:two-servers` (TWO_SERVERS_DATABASE_URL or TEST_DATABASE_URL, TWO_SERVERS_REDIS_URL).

const DATABASE = process.env.TWO_SERVERS_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.TWO_SERVERS_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const INVOICES = 12;

type World = {
  a: Server;
  b: Server;
  /** Plain SQL on the shared database, for what the test sets up or checks behind the servers' backs. */
  sql: Client;
  mails: Mail[];
  org: SeededOrganization;
  admin: string;
  ids: { category: number; sac: number };
};
/** The status each server answers, in turn, for a call made with `token`. */
const statuses = async (servers: Server[], token: string) =>
  Promise.all(servers.map(async (s) => (await call(s, 'GET', '/api/tasks/?page=1&limit=5', { token })).status));

async function sessions(w: World) {
  await check('a signed-out user is refused by both processes on the next call', async () => {
    const token = await signIn(w.mails, w.a, w.b, w.org.users.supervisor.email);
    expect('before sign-out (A, B)', await statuses([w.a, w.b], token), [200, 200]);
    expect('sign-out through A', (await call(w.a, 'POST', '/api/auth/logout', { token, body: {} })).status, 200);
    expect('after sign-out (B, A)', await statuses([w.b, w.a], token), [401, 401]);
  });
  await check('a deactivated user is refused by both processes on the next call', async () => {
    const token = await signIn(w.mails, w.b, w.a, w.org.users.employee.email);
    expect('before (A, B)', await statuses([w.a, w.b], token), [200, 200]);
    const body = { user_id: w.org.users.employee.id, is_active: false };
    expect('deactivation through B', (await call(w.b, 'POST', '/api/auth/toggle-user-status', { token: w.admin, body })).status, 200);
    expect('after (A, B)', await statuses([w.a, w.b], token), [401, 401]);
  });
}

async function rememberedAnswers(w: World) {
  await check('a write through B shows at once in a list A answered (and remembered) before it', async () => {
    const list = async () => JSON.stringify((await call(w.a, 'GET', '/api/master/service-categories?limit=100', { token: w.admin })).json);
    const name = `Remembered ${Date.now()}`;
    await list();
    expect('listed before the write', (await list()).includes(name), false);
    const body = { name, description: 'Cache check', cgst: 9, sgst: 9, igst: 18 };
    expect('write through B', (await call(w.b, 'POST', '/api/master/service-categories', { token: w.admin, body })).status, 201);
    expect('listed through A after the write', (await list()).includes(name), true);
  });
}

async function rateLimits(w: World) {
  await check('the sign-in limit per caller address counts across both processes (AUTH_IP_LIMIT=6)', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const body = { email: `nobody-${i}@unknown.example`, user_type: 'staff' };
      answers.push((await call(i % 2 ? w.b : w.a, 'POST', '/api/auth/request-otp', { body, ip })).status);
    }
    expect('answers, alternating A and B', answers, [404, 404, 404, 404, 404, 404, 429, 429]);
  });
  await check('the contact-form limit counts across both processes (ENQUIRY_IP_LIMIT=4)', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const body = { name: 'Asha Verma', email: 'asha@example.com', phone: '9820012345', message: `Audit enquiry ${i}` };
      answers.push((await call(i % 2 ? w.b : w.a, 'POST', '/api/enquiries', { body, ip })).status);
    }
    expect('answers, alternating A and B', answers, [201, 201, 201, 201, 429, 429]);
  });
}

async function createProject(w: World, server: Server, name: string): Promise<number> {
  const body = {
    client_id: w.org.client.id,
    task_name: name,
    service_description: 'GST returns',
    sac_code_id: w.ids.sac,
    service_category_id: w.ids.category,
    invoice_amount_paise: 1_000_00,
    type_of_delivery: 'domestic',
    assignee_id: `user_${w.org.users.admin.id}`,
  };
  const created = await call(server, 'POST', '/api/tasks/', { token: w.admin, body });
  if (created.status !== 201) throw new Error(`create Project: ${created.status} ${JSON.stringify(created.json)}`);
  return (created.json.data as { task_id: number }).task_id;
}

async function invoicesAndJobs(w: World) {
  const numbers: string[] = [];
  await check(`invoice numbers stay consecutive with ${INVOICES} generations spread over both processes at once`, async () => {
    const tasks: number[] = [];
    for (let i = 0; i < INVOICES; i += 1) {
      const server = i % 2 ? w.b : w.a;
      const id = await createProject(w, server, `Return ${i}`);
      const closed = await call(server, 'PUT', `/api/tasks/${id}`, { token: w.admin, body: { workflow_status: 'closed' } });
      if (closed.status !== 200) throw new Error(`close: ${closed.status} ${JSON.stringify(closed.json)}`);
      tasks.push(id);
    }
    const generated = await Promise.all(
      tasks.map((task_id, i) => call(i % 2 ? w.a : w.b, 'POST', '/api/invoice/generate', { token: w.admin, body: { task_id } })),
    );
    expect(
      'statuses',
      generated.map((g) => g.status),
      tasks.map(() => 201),
    );
    numbers.push(...generated.map((g) => (g.json.data as { invoice_number: string }).invoice_number));
    const sequences = numbers.map((n) => Number(n.split('/').at(-1))).sort((x, y) => x - y);
    expect(
      'sequence numbers',
      sequences,
      sequences.map((_, i) => sequences[0]! + i),
    );
  });

  await check('an overdue reminder is sent once per invoice and contact, "Run now" racing on both processes', async () => {
    if (numbers.length !== INVOICES) throw new Error('no invoices (the check before failed)');
    await w.sql.query('UPDATE invoices SET due_date = current_date - 20 WHERE invoice_number = ANY($1)', [numbers]);
    const settings = { enabled: true, cadence: [1, 7, 15] };
    expect('settings', (await call(w.a, 'PUT', '/api/reminders/settings', { token: w.admin, body: settings })).status, 200);
    const runs = await Promise.all([w.a, w.b, w.a, w.b].map((s) => call(s, 'POST', '/api/reminders/run', { token: w.admin })));
    expect(
      'run statuses',
      runs.map((r) => r.status),
      [200, 200, 200, 200],
    );
    const sent = runs.reduce((sum, r) => sum + (r.json.data as { sent: number }).sent, 0);
    expect('reminders sent, all runs together', sent, INVOICES);
    const contacts = w.org.contacts.map((c) => (c.email ?? '').toLowerCase());
    const reminders = () => w.mails.filter((m) => m.raw.includes('Payment reminder: Invoice')).length;
    await settled(reminders, INVOICES * contacts.length);
    const perInvoice = numbers.map((n) =>
      w.mails
        .filter((m) => m.raw.includes(`Payment reminder: Invoice ${n} is overdue`))
        .flatMap((m) => m.to)
        .sort(),
    );
    expect(
      'reminder mails per invoice (recipients)',
      perInvoice,
      numbers.map(() => [...contacts].sort()),
    );
  });

  await check('a broadcast is mailed once per recipient with both message workers running', async () => {
    const subject = `Filing calendar ${Date.now()}`;
    const body = { subject, body: 'The GST filing dates for next quarter.', target: { send_to_all: true, client_types: [] } };
    const sent = await call(w.b, 'POST', '/api/client-portal/send-email', { token: w.admin, body });
    expect('send', sent.status, 201);
    const recipients = Number((sent.json.data as { recipients: number }).recipients);
    const mailed = () => w.mails.filter((m) => m.raw.includes(subject)).flatMap((m) => m.to);
    await settled(() => mailed().length, recipients);
    const all = mailed();
    expect('mails', { count: all.length, distinct: new Set(all).size }, { count: recipients, distinct: recipients });
  });
}

async function crash(w: World) {
  await check('kill -9 of A amid writes through both loses no acknowledged write, and B keeps serving', async () => {
    const acknowledged: string[] = [];
    let refusedByB = 0;
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i += 1) {
        const server = (worker + i) % 2 ? w.b : w.a;
        const name = `Load ${worker}.${i} ${server.name}`;
        const body = { name, description: 'Load test', cgst: 9, sgst: 9, igst: 18 };
        const answer = await call(server, 'POST', '/api/master/service-categories', { token: w.admin, body }).catch(() => null);
        if (answer?.status === 201) acknowledged.push(name);
        else if (server === w.b) refusedByB += 1;
        else if (answer === null) await sleep(20); // A is gone: its callers fail at once
      }
    };
    const writers = Array.from({ length: 8 }, (_, i) => writer(i));
    await sleep(1_500);
    w.a.child.kill('SIGKILL');
    await w.a.exited;
    const atKill = acknowledged.length;
    await sleep(1_500);
    stop = true;
    await Promise.all(writers);
    const { rows } = await w.sql.query<{ name: string }>('SELECT name FROM service_categories WHERE name = ANY($1)', [acknowledged]);
    const stored = new Set(rows.map((row) => row.name));
    const missing = acknowledged.filter((name) => !stored.has(name));
    expect('acknowledged writes missing from the database', missing, []);
    expect('writes refused by B', refusedByB, 0);
    if (atKill < 20 || acknowledged.length - atKill < 20)
      throw new Error(`too little load: ${atKill} before, ${acknowledged.length - atKill} after`);
    expect('B after the kill', (await call(w.b, 'GET', '/api/tasks/?page=1&limit=5', { token: w.admin })).status, 200);
    console.log(`      ${acknowledged.length} writes acknowledged (${atKill} before the kill), all stored`);
  });
}

async function main() {
  const started = Date.now();
  const prepared = await prepareServers(DATABASE);
  const { database, smtp } = prepared;
  // Redis and secrets shared by both processes, and limits small enough to reach.
  const env = {
    ...prepared.env,
    REDIS_URL: REDIS,
    JWT_SECRET: 'two-servers-jwt-secret-shared-by-both-processes',
    OTP_SECRET: 'two-servers-otp-secret-shared-by-both-processes',
    AUTH_IP_LIMIT: '6',
    ENQUIRY_IP_LIMIT: '4',
  };
  const servers: Server[] = [];
  let db: Database | null = null;
  const plain = new Client({ connectionString: database.url });
  try {
    // Started together on the empty database: both migrate it, one at a time.
    const starting = [startServer('A', env), startServer('B', env)];
    for (const started of await Promise.allSettled(starting)) if (started.status === 'fulfilled') servers.push(started.value);
    for (const started of await Promise.allSettled(starting)) if (started.status === 'rejected') throw started.reason;
    const [a, b] = servers as [Server, Server];
    console.log(`Two servers up in ${((Date.now() - started) / 1000).toFixed(1)} s (A ${a.url}, B ${b.url})`);
    db = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    const org = await seedOrganization(db.db, { name: 'Kapoor Iyer & Co.' });
    await seedBillingOffice(db.db, org.organization.id);
    const now = new Date();
    const category = await insertServiceCategory(
      db.db,
      org.organization.id,
      { name: 'GST Filing', description: 'Returns', isActive: true, cgstBp: 900, sgstBp: 900, igstBp: 1800 },
      now,
    );
    const sac = await insertSacCode(db.db, org.organization.id, { code: '998231', description: 'Tax consultancy', isActive: true }, now);
    const admin = await signIn(smtp.received, a, b, org.users.admin.email);
    await plain.connect();
    const w: World = { a, b, sql: plain, mails: smtp.received, org, admin, ids: { category: category.id, sac: sac.id } };

    await sessions(w);
    await rememberedAnswers(w);
    await rateLimits(w);
    await invoicesAndJobs(w);
    await files({ ...w, env, createProject: (server, name) => createProject(w, server, name) });
    await crash(w);
  } catch (error) {
    results.push({ name: 'setup', error: error instanceof Error ? error.message : String(error) });
    console.log(`  ✗ setup: ${error instanceof Error ? error.stack : error}`);
  } finally {
    await Promise.all(servers.map(stopServer));
    await db?.close().catch(() => undefined);
    await plain.end().catch(() => undefined);
    await prepared.release();
  }
  const failed = results.filter((r) => r.error).length;
  console.log(`two servers: ${results.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(failed ? 1 : 0);
}

void main();
