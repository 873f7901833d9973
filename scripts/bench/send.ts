import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { devMailbox } from '../../server/src/db/schema';
import { seedManyClients } from '../../server/src/modules/messages/messages.test-support';
import { bearer, type SeededOrganization } from '../../server/src/test/fixtures';
import { stats, type BenchDatabase } from './db';

// The 5,000-recipient send of `npm run bench:reports`: BENCH_RECIPIENTS contacts (2 a client, of
// one client type) get one message through POST /api/client-portal/send-email on the started app, delivered
// by its own worker (the timer and the wake the route gives, not drain()) into the outbox. Prints how long
// the request took, the time until every recipient is 'sent', the development mailbox's rows written, and how responsive
// the server stayed meanwhile: the event loop's delay and a list call timed every 50 ms during the send.

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 5_000);

type Counts = { recipients: number; sent: number; failed: number; queued: number };

export async function benchSend(bench: BenchDatabase, app: FastifyInstance, org: SeededOrganization) {
  const { label, database } = bench;
  const orgId = org.organization.id;
  await seedManyClients(database.db, orgId, Math.ceil(RECIPIENTS / 2), 2, 'society');
  const headers = { ...bearer(app, org.users.admin), 'content-type': 'application/json' };
  const mailboxRows = () => database.db.$count(devMailbox);
  const before = await mailboxRows();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const probes: number[] = [];
  let sending = true;
  const probing = (async () => {
    while (sending) {
      const t = performance.now();
      await app.inject({ method: 'GET', url: '/api/messages?limit=10', headers });
      probes.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/client-portal/send-email',
    headers,
    payload: {
      subject: 'Bench: documents for the audit',
      body: 'Dear client,\nplease send the documents.',
      target: { client_types: [{ type: 'society', select_all: true }] },
    },
  });
  const answered = performance.now() - started;
  if (response.statusCode !== 201) throw new Error(`send answered ${response.statusCode} ${response.body}`);
  const { message_id: id, recipients } = (response.json() as { data: { message_id: number; recipients: number } }).data;
  let counts: Counts;
  for (;;) {
    const detail = await app.inject({ method: 'GET', url: `/api/messages/${id}?limit=1`, headers });
    counts = (detail.json() as { data: Counts }).data;
    if (counts.queued === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const allSent = performance.now() - started;
  sending = false;
  await probing;
  loop.disable();
  const written = (await mailboxRows()) - before;
  const probe = stats(probes);
  console.log(
    `[${label}] send to ${recipients} recipients: request ${answered.toFixed(0)} ms, all delivered in ${(allSent / 1000).toFixed(1)} s ` +
      `(${counts.sent} sent, ${counts.failed} failed; ${written} mailbox rows)`,
  );
  console.log(
    `[${label}]   meanwhile: event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms; ` +
      `GET /api/messages p50 ${probe.p50.toFixed(1)} ms, p95 ${probe.p95.toFixed(1)} ms over ${probes.length} calls`,
  );
}
