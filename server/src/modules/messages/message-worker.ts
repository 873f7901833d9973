import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { messageRecipients } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { MailMessage } from '../../platform/mail';
import { clientMessageMail } from './message-mail';
import { rowsOf } from './messages.repo';

// Delivery of messages to clients, inside the server process and off the request path (issue 12). The
// queue is the table: a recipient row is 'queued' until a worker claims it ('sending', in one UPDATE whose
// inner SELECT takes the rows FOR UPDATE SKIP LOCKED, so several server processes never claim the same
// row), then 'sent' or, after MAX_ATTEMPTS, 'failed' with the reason; a failed attempt before that goes
// back to 'queued' with a backoff. A process that stops mid-send leaves its claimed rows 'sending': any
// worker re-queues those older than `staleMs` at start and then once a `staleMs`, so nobody is lost.
// Delivery is at least once: a process killed between a mail leaving and its row being marked sends that
// mail again after the restart (at most one batch).

export const MAX_ATTEMPTS = 3;
const REASON_MAX = 500;

export type MessageWorkerOptions = {
  db: Db;
  /** Sends one mail now; rejects when it cannot (app.mailer.send, read at each call). */
  send: (message: MailMessage) => Promise<void>;
  clock: Clock;
  log: { error: (obj: object, msg: string) => void };
  /** Rows claimed at once, and mails in flight at once. */
  batchSize?: number;
  concurrency?: number;
  /** How often an idle worker looks for due rows (a send wakes it at once). */
  pollMs?: number;
  /** A row 'sending' for longer than this was left by a process that stopped. */
  staleMs?: number;
  /** Pause after the first and the second failed attempt. */
  retryDelaysMs?: readonly number[];
  /**
   * How long stop() waits for the batch in flight: a mail server that hangs must not hold the shutdown
   * (its rows stay 'sending' and the next process re-queues them after `staleMs`).
   */
  stopWaitMs?: number;
};

export type MessageWorker = {
  /** Re-queues what a stopped process left 'sending', then delivers and keeps polling. */
  start: () => Promise<void>;
  /** Stops polling and waits (up to `stopWaitMs`) for the batch in flight to be marked. */
  stop: () => Promise<void>;
  /** Something was queued: deliver now rather than at the next poll. */
  wake: () => void;
  /** Delivers everything due now (tests, benchmarks), also when the worker is stopped. */
  drain: () => Promise<void>;
  /** Re-queues rows left 'sending' for longer than `staleMs`; answers how many. */
  recover: () => Promise<number>;
};

type Claimed = { id: number; email: string; attempts: number; subject: string; body: string };

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, REASON_MAX) || 'Delivery failed';

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

export function createMessageWorker(options: MessageWorkerOptions): MessageWorker {
  const { db, send, clock, log } = options;
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 8;
  const pollMs = options.pollMs ?? 5_000;
  const staleMs = options.staleMs ?? 60_000;
  const retryDelays = options.retryDelaysMs ?? [30_000, 120_000];
  const stopWaitMs = options.stopWaitMs ?? 10_000;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let woken = false;
  let lastRecovery = 0;

  async function recover(): Promise<number> {
    const now = clock.now();
    lastRecovery = now.getTime();
    const rows = await db
      .update(messageRecipients)
      .set({
        status: sql`case when ${messageRecipients.attempts} >= ${MAX_ATTEMPTS} then 'failed' else 'queued' end`,
        lastError: sql`case when ${messageRecipients.attempts} >= ${MAX_ATTEMPTS} then 'Delivery was interrupted' else ${messageRecipients.lastError} end`,
        nextAttemptAt: now,
        claimedAt: null,
      })
      .where(and(eq(messageRecipients.status, 'sending'), lt(messageRecipients.claimedAt, new Date(now.getTime() - staleMs))))
      .returning({ id: messageRecipients.id });
    return rows.length;
  }

  async function claim(now: Date): Promise<Claimed[]> {
    const at = now.toISOString();
    return rowsOf<Claimed>(
      await db.execute(sql`
        update message_recipients r
        set status = 'sending', claimed_at = ${at}::timestamptz, attempts = r.attempts + 1
        from messages m
        where m.id = r.message_id and r.id in (
          select id from message_recipients
          where status = 'queued' and next_attempt_at <= ${at}::timestamptz
          order by next_attempt_at, id
          limit ${batchSize}
          for update skip locked
        )
        returning r.id, r.email, r.attempts, m.subject, m.body`),
    );
  }

  async function markFailed(row: Claimed, error: unknown) {
    const now = clock.now();
    const final = row.attempts >= MAX_ATTEMPTS;
    const delay = retryDelays[Math.min(row.attempts - 1, retryDelays.length - 1)] ?? 0;
    await db
      .update(messageRecipients)
      .set({
        status: final ? 'failed' : 'queued',
        lastError: reasonOf(error),
        nextAttemptAt: new Date(now.getTime() + delay),
        claimedAt: null,
      })
      .where(and(eq(messageRecipients.id, row.id), eq(messageRecipients.status, 'sending')));
  }

  /** One batch: claim, send, mark. Answers how many rows it claimed. */
  async function cycle(): Promise<number> {
    const now = clock.now();
    if (now.getTime() - lastRecovery >= staleMs) await recover();
    const claimed = await claim(now);
    if (claimed.length === 0) return 0;
    const sent: number[] = [];
    await eachLimited(claimed, concurrency, async (row) => {
      try {
        await send(clientMessageMail(row.email, row.subject, row.body));
        sent.push(row.id);
      } catch (error) {
        await markFailed(row, error);
      }
    });
    if (sent.length > 0) {
      await db
        .update(messageRecipients)
        .set({ status: 'sent', sentAt: clock.now(), lastError: null, claimedAt: null })
        .where(and(inArray(messageRecipients.id, sent), eq(messageRecipients.status, 'sending')));
    }
    return claimed.length;
  }

  function run(force = false): Promise<void> {
    running ??= (async () => {
      try {
        for (;;) {
          if (stopped && !force) break;
          woken = false;
          if ((await cycle()) === 0 && !woken) break;
        }
      } catch (error) {
        log.error({ error: reasonOf(error) }, 'message delivery paused');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    start: async () => {
      if (!stopped) return;
      stopped = false;
      try {
        await recover();
      } catch (error) {
        log.error({ error: reasonOf(error) }, 'message recovery failed');
      }
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
      void run();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (!running) return;
      let waited: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => (waited = setTimeout(resolve, stopWaitMs)));
      await Promise.race([running, giveUp]);
      clearTimeout(waited);
    },
    wake: () => {
      woken = true;
      if (!stopped) void run();
    },
    drain: async () => {
      while (running) await running;
      await run(true);
    },
    recover,
  };
}
