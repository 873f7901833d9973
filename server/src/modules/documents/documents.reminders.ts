import { desc, eq, sql } from 'drizzle-orm';
import { addDays, indianDay } from '@firm/shared/domain/calendar';
import { offsetOf } from '@firm/shared/domain/list';
import {
  DAYS_BEFORE_MAX,
  DOCUMENT_REMINDER_DEFAULT,
  reminderSlot,
  slotLabel,
  type DocumentReminderSchedule,
} from '@firm/shared/domain/document-request';
import type { Db } from '../../db/database';
import { clients, documentReminderSettings, documentReminders, documentRequests, tasks } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { intervalJob } from '../../platform/interval-job';
import { queueMail } from '../../platform/mail-outbox';
import { countAll } from '../../db/list-page';
import { activeContactsOf } from './documents.repo';
import { reminderMail } from './documents.mail';
import { rowsOf } from '../../db/rows';

// Reminders of documents the client still owes, on each firm's schedule. Every `intervalMs` the
// job reads the open requests of firms with reminders on whose first slot may have come (due within
// DAYS_BEFORE_MAX days, or past), works out each one's slot for India's today (`reminderSlot`), and for a
// slot not yet sent (nor a later one) claims it and queues its mails in ONE transaction:
// INSERT ... ON CONFLICT (request_id, slot) DO NOTHING RETURNING, then the mail_outbox rows. The process
// whose insert won queues the mails; the others' inserts return nothing and they move on. Claim and mails
// commit together, so each reminder is mailed exactly once (the outbox delivers it at most once, and a
// rolled-back claim queued nothing). A client without an active contact with an e-mail gets a row with
// no recipient: the admin sees that nobody could be told.

const BATCH = 500;

export async function findSchedule(db: Db, organizationId: number): Promise<DocumentReminderSchedule> {
  const [row] = await db.select().from(documentReminderSettings).where(eq(documentReminderSettings.organizationId, organizationId));
  return row
    ? { enabled: row.enabled, daysBefore: row.daysBefore, onDueDay: row.onDueDay, repeatAfterDays: row.repeatAfterDays }
    : { ...DOCUMENT_REMINDER_DEFAULT };
}

export async function saveSchedule(db: Db, organizationId: number, schedule: DocumentReminderSchedule, now: Date) {
  await db
    .insert(documentReminderSettings)
    .values({ organizationId, ...schedule, updatedAt: now })
    .onConflictDoUpdate({ target: documentReminderSettings.organizationId, set: { ...schedule, updatedAt: now } });
  return schedule;
}

export type DocumentReminderJob = {
  start: () => void;
  stop: () => Promise<void>;
  /** One pass; answers how many reminders this process sent. */
  runOnce: () => Promise<number>;
};

type Candidate = {
  id: number;
  organization_id: number;
  client_id: number;
  title: string;
  task_name: string;
  due_date: string;
  created_at: string | Date;
  last_slot: number | null;
};

export function createDocumentReminderJob(options: {
  db: Db;
  clock: Clock;
  log: { error: (obj: object, msg: string) => void };
  portalUrl: string;
  /** Wakes the message worker once reminders were queued. */
  queued: () => void;
  intervalMs?: number;
}): DocumentReminderJob {
  const { db, clock, log, portalUrl } = options;

  async function candidates(today: string, afterId: number): Promise<Candidate[]> {
    const result = await db.execute(sql`
      select q.id, q.organization_id, t.client_id, q.title, t.task_name, q.due_date::text as due_date, q.created_at,
        (select max(r.slot) from document_reminders r where r.request_id = q.id) as last_slot
      from document_requests q
      join document_reminder_settings s on s.organization_id = q.organization_id and s.enabled
      join tasks t on t.id = q.task_id
      where q.state in ('requested', 'needs_changes') and q.due_date <= ${addDays(today, DAYS_BEFORE_MAX)}::date and q.id > ${afterId}
      order by q.id
      limit ${BATCH}`);
    return rowsOf<Candidate>(result).map((c) => ({
      ...c,
      last_slot: c.last_slot === null ? null : Number(c.last_slot),
    }));
  }

  async function remind(c: Candidate, slot: number, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const contacts = await activeContactsOf(tx, c.organization_id, c.client_id);
      const [claimed] = await tx
        .insert(documentReminders)
        .values({ organizationId: c.organization_id, requestId: c.id, slot, recipients: contacts.length, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: documentReminders.id });
      if (!claimed) return false;
      const about = { title: c.title, taskName: c.task_name, dueDate: c.due_date, portalUrl };
      await queueMail(
        tx,
        contacts.map((contact) => reminderMail(contact, about, slotLabel(slot))),
        now,
      );
      return true;
    });
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const today = indianDay(now);
    const schedules = new Map<number, DocumentReminderSchedule>();
    let sent = 0;
    for (let afterId = 0; ;) {
      const batch = await candidates(today, afterId);
      for (const c of batch) {
        if (!schedules.has(c.organization_id)) schedules.set(c.organization_id, await findSchedule(db, c.organization_id));
        const slot = reminderSlot(schedules.get(c.organization_id)!, c.due_date, indianDay(new Date(c.created_at)), today);
        if (slot === null || (c.last_slot !== null && c.last_slot >= slot)) continue;
        if (await remind(c, slot, now)) sent += 1;
      }
      if (batch.length < BATCH) break;
      afterId = batch[batch.length - 1]!.id;
    }
    if (sent > 0) options.queued();
    return sent;
  }

  const onError = (error: unknown) =>
    log.error({ error: error instanceof Error ? error.message : String(error) }, 'document reminders paused');
  return { ...intervalJob(() => runOnce(), { intervalMs: options.intervalMs ?? 3_600_000, onError }), runOnce };
}

/** GET /api/document-reminders: what was sent, newest first, within the firm. */
export async function listSentReminders(db: Db, organizationId: number, query: { page: number; limit: number }) {
  const where = eq(documentReminders.organizationId, organizationId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        reminder_id: documentReminders.id,
        request_id: documentReminders.requestId,
        title: documentRequests.title,
        task_id: documentRequests.taskId,
        task_name: tasks.taskName,
        client_name: clients.clientName,
        slot: documentReminders.slot,
        recipients: documentReminders.recipients,
        sent_at: documentReminders.sentAt,
      })
      .from(documentReminders)
      .innerJoin(documentRequests, eq(documentRequests.id, documentReminders.requestId))
      .innerJoin(tasks, eq(tasks.id, documentRequests.taskId))
      .innerJoin(clients, eq(clients.id, tasks.clientId))
      .where(where)
      .orderBy(desc(documentReminders.sentAt), desc(documentReminders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: countAll() }).from(documentReminders).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, slot_label: slotLabel(r.slot), sent_at: r.sent_at.toISOString() })),
    total: count?.n ?? 0,
  };
}
