import { and, eq, sql, type SQL } from 'drizzle-orm';
import { indianDay } from '@firm/shared/domain/calendar';
import type { Db } from '../../../db/database';
import { invoiceReminders, invoices } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { intervalJob } from '../../../platform/interval-job';
import type { MailMessage } from '../../../platform/mail';
import { invoiceRecipients } from '../invoices';
import { rowsOf } from '../../../db/rows';
import { reminderMail } from './reminder-mail';

// The overdue-reminder job, inside the server process. Every `intervalMs` (an hour) it looks,
// for each firm with reminders on, for invoices with something left to pay whose due date plus a step of
// the firm's cadence is India's today or earlier, and sends the LATEST step reached, once: an invoice 20
// days overdue when reminders are turned on gets the 15-day reminder, not 1, 7 and 15 at once, and a step
// at or below one already claimed is never sent (so a cadence edited later never repeats a reminder).
//
// The claim is the row: INSERT ... ON CONFLICT (invoice_id, step) DO NOTHING RETURNING. Only the process
// whose insert won sends; the others' inserts return nothing. The claim commits before any mail leaves.
// A process that stops between claim and send leaves the row 'claimed': after `staleMs` any process may
// take it back with one UPDATE ... WHERE status = 'claimed' AND claimed_at < cutoff (rows locked SKIP LOCKED,
// so one process wins) and send it: at least once for that rare crash, exactly once otherwise. A reminder
// whose every mail failed is 'failed' and tried again after `retryMs`, MAX_ATTEMPTS in all; one that reached
// some contacts is 'sent' (a retry would repeat it to those) with the failures as its reason.

export const MAX_ATTEMPTS = 3;
const BATCH = 200;
const REASON_MAX = 500;

export type ReminderJobOptions = {
  db: Db;
  /** Sends one mail now; rejects when it cannot (app.mailer.send, read at each call). */
  send: (message: MailMessage) => Promise<void>;
  clock: Clock;
  log: { error: (obj: object, msg: string) => void };
  /** The client portal's My Invoices, linked from every reminder. */
  portalInvoicesUrl: string;
  intervalMs?: number;
  /** A claim older than this was left by a process that stopped. */
  staleMs?: number;
  /** Pause before a failed reminder is tried again. */
  retryMs?: number;
  /** How long stop() waits for the run in flight: a hung mail server must not hold the shutdown. */
  stopWaitMs?: number;
};

export type ReminderRunCounts = { claimed: number; retried: number; sent: number; failed: number; skipped: number };

export type ReminderJob = {
  /** Runs once now, then every `intervalMs`. */
  start: () => void;
  /** Stops the timer and waits for the run in flight. */
  stop: () => Promise<void>;
  /** One pass over every firm, or over one firm's invoices alone (the admin's "Run now"); answers what it did. */
  runOnce: (organizationId?: number) => Promise<ReminderRunCounts>;
};

type Claimed = { id: number; invoice_id: number; step: number };

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, REASON_MAX) || 'Delivery failed';

export function createReminderJob(options: ReminderJobOptions): ReminderJob {
  const { db, send, clock, log, portalInvoicesUrl } = options;
  const intervalMs = options.intervalMs ?? 3_600_000;
  const staleMs = options.staleMs ?? 15 * 60_000;
  const retryMs = options.retryMs ?? 30 * 60_000;
  const stopWaitMs = options.stopWaitMs ?? 10_000;

  /** `and <column> = <firm>` when a pass is for one firm; nothing for the pass over every firm. */
  const ofFirm = (column: SQL, organizationId: number | undefined) =>
    organizationId === undefined ? sql.empty() : sql`and ${column} = ${organizationId}`;

  /** New claims: the latest step each open invoice reached, none at or below a step already claimed. */
  async function claimNew(now: Date, organizationId?: number): Promise<Claimed[]> {
    const today = indianDay(now);
    return rowsOf<Claimed>(
      await db.execute(sql`
        insert into invoice_reminders (organization_id, invoice_id, client_id, step, due_paise, status, attempts, claimed_at)
        select i.organization_id, i.id, i.client_id, s.step, i.total_paise - i.paid_paise - i.credited_paise, 'claimed', 1, ${now.toISOString()}::timestamptz
        from reminder_settings rs
        join invoices i on i.organization_id = rs.organization_id
        cross join lateral (
          select max(d) as step from unnest(rs.cadence) as c(d) where i.due_date + d <= ${today}::date
        ) s
        where rs.enabled
          ${ofFirm(sql`rs.organization_id`, organizationId)}
          and i.due_date < ${today}::date
          and i.total_paise - i.paid_paise - i.credited_paise > 0
          and s.step is not null
          and not exists (select 1 from invoice_reminders r where r.invoice_id = i.id and r.step >= s.step)
        order by i.id
        limit ${BATCH}
        on conflict (invoice_id, step) do nothing
        returning id, invoice_id, step`),
    );
  }

  /**
   * Claims taken back: left 'claimed' by a stopped process, or 'failed' with attempts left, while the
   * invoice is still open, its firm still sends reminders and no later step has been claimed.
   */
  async function reclaim(now: Date, organizationId?: number): Promise<Claimed[]> {
    const at = now.toISOString();
    const stale = new Date(now.getTime() - staleMs).toISOString();
    const retry = new Date(now.getTime() - retryMs).toISOString();
    // A stale claim with no attempt left ends as failed rather than being sent a fourth time.
    await db.execute(sql`
      update invoice_reminders set status = 'failed', last_error = coalesce(last_error, 'Sending was interrupted')
      where status = 'claimed' and claimed_at < ${stale}::timestamptz and attempts >= ${MAX_ATTEMPTS}
        ${ofFirm(sql`organization_id`, organizationId)}`);
    return rowsOf<Claimed>(
      await db.execute(sql`
        update invoice_reminders set status = 'claimed', claimed_at = ${at}::timestamptz, attempts = attempts + 1
        where id in (
          select r.id from invoice_reminders r
          join invoices i on i.id = r.invoice_id
          join reminder_settings rs on rs.organization_id = r.organization_id and rs.enabled
          where r.attempts < ${MAX_ATTEMPTS}
            ${ofFirm(sql`r.organization_id`, organizationId)}
            and ((r.status = 'claimed' and r.claimed_at < ${stale}::timestamptz)
              or (r.status = 'failed' and r.claimed_at < ${retry}::timestamptz))
            and i.total_paise - i.paid_paise - i.credited_paise > 0
            and not exists (select 1 from invoice_reminders later where later.invoice_id = r.invoice_id and later.step > r.step)
          order by r.id
          limit ${BATCH}
          for update of r skip locked
        )
        returning id, invoice_id, step`),
    );
  }

  async function finish(id: number, set: Partial<typeof invoiceReminders.$inferInsert>) {
    await db
      .update(invoiceReminders)
      .set(set)
      .where(and(eq(invoiceReminders.id, id), eq(invoiceReminders.status, 'claimed')));
  }

  /** Sends one claimed reminder to the client's active contacts and records the outcome. */
  async function deliver(claim: Claimed, counts: ReminderRunCounts) {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, claim.invoice_id));
    const duePaise = invoice ? invoice.totalPaise - invoice.paidPaise - invoice.creditedPaise : 0;
    if (!invoice || duePaise <= 0) {
      counts.skipped += 1;
      return finish(claim.id, { status: 'skipped', lastError: 'Paid before the reminder was sent' });
    }
    const contacts = await invoiceRecipients(db, invoice);
    if (contacts.length === 0) {
      counts.skipped += 1;
      return finish(claim.id, { status: 'skipped', lastError: 'The client has no active contact with an e-mail address' });
    }
    const failures: string[] = [];
    let delivered = 0;
    for (const contact of contacts) {
      try {
        await send(reminderMail({ ...invoice, duePaise }, claim.step, contact, portalInvoicesUrl));
        delivered += 1;
      } catch (error) {
        failures.push(`${contact.email}: ${reasonOf(error)}`);
      }
    }
    const reason = failures.length > 0 ? failures.join('; ').slice(0, REASON_MAX) : null;
    if (delivered === 0) {
      counts.failed += 1;
      return finish(claim.id, { status: 'failed', lastError: reason, duePaise });
    }
    counts.sent += 1;
    await finish(claim.id, { status: 'sent', recipients: delivered, sentAt: clock.now(), lastError: reason, duePaise });
  }

  async function runOnce(organizationId?: number): Promise<ReminderRunCounts> {
    const counts: ReminderRunCounts = { claimed: 0, retried: 0, sent: 0, failed: 0, skipped: 0 };
    for (;;) {
      const retried = await reclaim(clock.now(), organizationId);
      counts.retried += retried.length;
      for (const claim of retried) await deliver(claim, counts);
      if (retried.length < BATCH) break;
    }
    for (;;) {
      const claimed = await claimNew(clock.now(), organizationId);
      counts.claimed += claimed.length;
      for (const claim of claimed) await deliver(claim, counts);
      if (claimed.length < BATCH) break;
    }
    return counts;
  }

  // The claims of a run that `stop` cuts short stay 'claimed' and are taken back after `staleMs`.
  const onError = (error: unknown) => log.error({ error: reasonOf(error) }, 'overdue reminders paused');
  return {
    ...intervalJob(() => runOnce(), { intervalMs, stopWaitMs, onError }),
    runOnce,
  };
}
