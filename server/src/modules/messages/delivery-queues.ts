import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { StoredMail } from '../../db/schema-delivery';
import type { MailMessage } from '../../platform/mail';
import { mailOfStored } from '../../platform/mail-outbox';
import { clientMessageMail } from './message-mail';
import { rowsOf } from '../../db/rows';

// The two tables the message worker delivers: a message's recipient rows and the mail outbox. Both go
// through the same states:
//   queued -> claimed (a batch, under a claim token) -> sending (this one row, just before its send)
//          -> sent | queued again after a failed attempt | failed.
// A row is marked 'sending' in its own committed UPDATE before its mail leaves, and only by the worker
// whose token it carries, so after a crash the rows tell apart what never started (claimed: queued again,
// safely) from what may have left (sending: never sent again; failed, saying so). At most one mail per row.

export type DeliveryItem = { id: number; attempts: number; mail: MailMessage };

export type DeliveryQueue = {
  name: string;
  /** Claims up to `limit` due rows under `token` (FOR UPDATE SKIP LOCKED: two processes never share one). */
  claim: (at: Date, limit: number, token: string) => Promise<DeliveryItem[]>;
  /** Marks the row 'sending' if the claim is still ours; false when it was taken back (do not send). */
  begin: (id: number, token: string, at: Date) => Promise<boolean>;
  sent: (id: number, token: string, at: Date) => Promise<void>;
  failed: (id: number, token: string, reason: string, final: boolean, nextAt: Date) => Promise<void>;
  /** Queues again the rows of this claim that were never started (a stopping worker). */
  release: (token: string) => Promise<void>;
  /** Takes back claims older than `cutoff`: unstarted rows are queued again, rows in doubt fail. */
  recover: (cutoff: Date) => Promise<number>;
};

export const INTERRUPTED =
  'Delivery was interrupted while the mail was being handed to the mail server: it may have arrived, so it is not sent again';

function tableQueue(db: Db, table: 'message_recipients' | 'mail_outbox', claimRows: DeliveryQueue['claim']): DeliveryQueue {
  const t = sql.raw(table);
  return {
    name: table,
    claim: claimRows,
    begin: async (id, token, at) => {
      const rows = rowsOf(
        await db.execute(sql`
          update ${t} set status = 'sending', claimed_at = ${at.toISOString()}::timestamptz
          where id = ${id} and claim_token = ${token}::uuid and status = 'claimed'
          returning id`),
      );
      return rows.length === 1;
    },
    sent: async (id, token, at) => {
      // 'failed' too: a send slower than the lease that another worker declared in doubt did arrive.
      await db.execute(sql`
        update ${t} set status = 'sent', sent_at = ${at.toISOString()}::timestamptz, last_error = null, claimed_at = null
        where id = ${id} and claim_token = ${token}::uuid and status in ('sending', 'failed')`);
    },
    failed: async (id, token, reason, final, nextAt) => {
      await db.execute(sql`
        update ${t} set status = ${final ? 'failed' : 'queued'}, last_error = ${reason},
          next_attempt_at = ${nextAt.toISOString()}::timestamptz, claimed_at = null, claim_token = null
        where id = ${id} and claim_token = ${token}::uuid and status = 'sending'`);
    },
    release: async (token) => {
      await db.execute(sql`
        update ${t} set status = 'queued', attempts = greatest(attempts - 1, 0), claimed_at = null, claim_token = null
        where claim_token = ${token}::uuid and status = 'claimed'`);
    },
    recover: async (cutoff) => {
      const at = cutoff.toISOString();
      // Claimed and never started: nothing left, so back to the queue, that claim not counted as an attempt.
      const requeued = rowsOf(
        await db.execute(sql`
          update ${t} set status = 'queued', attempts = greatest(attempts - 1, 0), claimed_at = null, claim_token = null
          where status = 'claimed' and claimed_at < ${at}::timestamptz
          returning id`),
      );
      // Started and never marked: the mail server may have taken it. Sending it again could give the
      // recipient a second copy, so it fails with the reason (the admin sees it and may send again).
      const doubtful = rowsOf(
        await db.execute(sql`
          update ${t} set status = 'failed', last_error = ${INTERRUPTED}
          where status = 'sending' and claimed_at < ${at}::timestamptz
          returning id`),
      );
      return requeued.length + doubtful.length;
    },
  };
}

type RecipientRow = { id: number; attempts: number; email: string; subject: string; body: string };
type OutboxRow = { id: number; attempts: number; message: StoredMail | string };

export function messageRecipientQueue(db: Db): DeliveryQueue {
  return tableQueue(db, 'message_recipients', async (at, limit, token) => {
    const rows = rowsOf<RecipientRow>(
      await db.execute(sql`
        update message_recipients r
        set status = 'claimed', claimed_at = ${at.toISOString()}::timestamptz, claim_token = ${token}::uuid, attempts = r.attempts + 1
        from messages m
        where m.id = r.message_id and r.id in (
          select id from message_recipients
          where status = 'queued' and next_attempt_at <= ${at.toISOString()}::timestamptz
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        returning r.id, r.attempts, r.email, m.subject, m.body`),
    );
    return rows.map((r) => ({ id: r.id, attempts: r.attempts, mail: clientMessageMail(r.email, r.subject, r.body) }));
  });
}

export function mailOutboxQueue(db: Db): DeliveryQueue {
  return tableQueue(db, 'mail_outbox', async (at, limit, token) => {
    const rows = rowsOf<OutboxRow>(
      await db.execute(sql`
        update mail_outbox o
        set status = 'claimed', claimed_at = ${at.toISOString()}::timestamptz, claim_token = ${token}::uuid, attempts = o.attempts + 1
        where o.id in (
          select id from mail_outbox
          where status = 'queued' and next_attempt_at <= ${at.toISOString()}::timestamptz
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        returning o.id, o.attempts, o.message`),
    );
    return rows.map((r) => ({
      id: r.id,
      attempts: r.attempts,
      mail: mailOfStored(typeof r.message === 'string' ? (JSON.parse(r.message) as StoredMail) : r.message),
    }));
  });
}

/** Delivered outbox rows carry their attachments: kept a week for looking into, then dropped. */
export async function pruneDeliveredOutbox(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from mail_outbox where status = 'sent' and sent_at < ${before.toISOString()}::timestamptz`);
}
