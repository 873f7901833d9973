import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { MailMessage } from '../../platform/mail';
import { mailOutboxQueue, messageRecipientQueue, pruneDeliveredOutbox, type DeliveryItem, type DeliveryQueue } from './delivery-queues';

// Delivery of messages to clients and of the mail outbox (mail queued by writes), inside the server process
// and off the request path. The queues are tables (delivery-queues.ts): a worker claims a
// batch of due rows under its own token (one UPDATE whose inner SELECT takes them FOR UPDATE SKIP LOCKED, so
// several server processes never claim the same row), then for each row marks it 'sending' (a committed
// UPDATE that only succeeds while the claim is still its own), sends, and marks it 'sent' at once; a failed
// attempt goes back to 'queued' with a backoff, or after MAX_ATTEMPTS 'failed' with the reason.
//
// A process that stops leaves rows 'claimed' (not started: queued again after `staleMs`, by any worker) and
// at most `concurrency` rows 'sending' (the mails in the mail server's hands at that instant): those fail
// with a reason saying the mail may have arrived, and are never sent again. So a recipient gets at most
// one mail across crashes; the price is that a crash in the middle of an SMTP conversation leaves up to
// `concurrency` rows (8) reported failed that may or may not have arrived.

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
  /** A claim older than this was left by a process that stopped. */
  staleMs?: number;
  /** Pause after the first and the second failed attempt. */
  retryDelaysMs?: readonly number[];
  /**
   * How long stop() waits for the batch in flight: a mail server that hangs must not hold the shutdown
   * (after `staleMs` another process queues its unstarted rows again and reports the ones in doubt).
   */
  stopWaitMs?: number;
};

export type MessageWorker = {
  /** Takes back what a stopped process left claimed, then delivers and keeps polling. */
  start: () => Promise<void>;
  /** Stops polling and waits (up to `stopWaitMs`) for the batch in flight to be marked. */
  stop: () => Promise<void>;
  /** Something was queued: deliver now rather than at the next poll. */
  wake: () => void;
  /** Delivers everything due now (tests, benchmarks), also when the worker is stopped. */
  drain: () => Promise<void>;
  /** Takes back claims older than `staleMs` (queued again, or failed when in doubt); answers how many. */
  recover: () => Promise<number>;
};

const PRUNE_AFTER_MS = 7 * 24 * 3_600_000;

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

  const queues: DeliveryQueue[] = [messageRecipientQueue(db), mailOutboxQueue(db)];
  /** The claims of the batches in flight, by token. */
  const held = new Map<string, DeliveryQueue>();

  async function recover(): Promise<number> {
    const now = clock.now();
    lastRecovery = now.getTime();
    const cutoff = new Date(now.getTime() - staleMs);
    let taken = 0;
    for (const queue of queues) taken += await queue.recover(cutoff);
    await pruneDeliveredOutbox(db, new Date(now.getTime() - PRUNE_AFTER_MS));
    return taken;
  }

  async function deliver(queue: DeliveryQueue, item: DeliveryItem, token: string) {
    // Another worker took this claim back (ours outlived its lease): it is theirs to send now.
    if (!(await queue.begin(item.id, token, clock.now()))) return;
    try {
      await send(item.mail);
    } catch (error) {
      const final = item.attempts >= MAX_ATTEMPTS;
      const delay = retryDelays[Math.min(item.attempts - 1, retryDelays.length - 1)] ?? 0;
      await queue.failed(item.id, token, reasonOf(error), final, new Date(clock.now().getTime() + delay));
      // A message's recipients show their failures to the admin; the outbox's only in the log. Never the
      // recipient: an address is personal data, and the reason says what went wrong.
      if (final && queue.name === 'mail_outbox')
        log.error({ error: reasonOf(error), subject: item.mail.subject, outboxId: item.id }, 'mail delivery failed');
      return;
    }
    await queue.sent(item.id, token, clock.now());
  }

  /** One batch of each queue: claim, then mark and send each row. Answers how many rows it claimed. */
  async function cycle(): Promise<number> {
    const now = clock.now();
    if (now.getTime() - lastRecovery >= staleMs) await recover();
    let claimedCount = 0;
    for (const queue of queues) {
      const token = randomUUID();
      held.set(token, queue);
      try {
        const claimed = await queue.claim(now, batchSize, token);
        claimedCount += claimed.length;
        await eachLimited(claimed, concurrency, (item) => deliver(queue, item, token));
      } finally {
        held.delete(token);
      }
    }
    return claimedCount;
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
      // A hung mail server held the batch: what it never started goes back to the queue now, for another
      // process (a rolling restart) rather than after `staleMs`. Our lanes, if they wake, find the claim gone.
      for (const [token, queue] of held) {
        await queue.release(token).catch((error: unknown) => log.error({ error: reasonOf(error) }, 'message claims not released'));
      }
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
