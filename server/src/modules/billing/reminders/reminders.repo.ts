import { and, eq, ilike, or } from 'drizzle-orm';
import { offsetOf } from '@firm/shared/domain/list';
import { REMINDER_DEFAULT_CADENCE, type ReminderListQuery, type ReminderSettings, type SentReminder } from '@firm/shared/domain/reminder';
import type { Db, Tx } from '../../../db/database';
import { containsPattern, countAll, orderByOf } from '../../../db/list-page';
import { clients, invoiceReminders, invoices, reminderSettings } from '../../../db/schema';

// A firm's reminder settings and the reminders sent to its clients, always within the caller's firm.

/** The firm's settings; a firm that never saved any has reminders off with the default cadence. */
export async function findReminderSettings(db: Db, organizationId: number): Promise<ReminderSettings> {
  const [row] = await db
    .select({ enabled: reminderSettings.enabled, cadence: reminderSettings.cadence })
    .from(reminderSettings)
    .where(eq(reminderSettings.organizationId, organizationId));
  return row ?? { enabled: false, cadence: [...REMINDER_DEFAULT_CADENCE] };
}

/** One upsert: the settings row is the firm's, written whole. */
export async function saveReminderSettings(
  db: Db,
  organizationId: number,
  settings: ReminderSettings,
  now: Date,
): Promise<ReminderSettings> {
  const [row] = await db
    .insert(reminderSettings)
    .values({ organizationId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: reminderSettings.organizationId, set: { ...settings, updatedAt: now } })
    .returning({ enabled: reminderSettings.enabled, cadence: reminderSettings.cadence });
  return row!;
}

/** Settings for a firm that has none yet (the demo firm's); settings it saved are left as they are. Answers rows added. */
export async function startReminderSettings(tx: Tx, organizationId: number, settings: ReminderSettings): Promise<number> {
  const added = await tx
    .insert(reminderSettings)
    .values({ organizationId, ...settings })
    .onConflictDoNothing({ target: reminderSettings.organizationId })
    .returning({ id: reminderSettings.organizationId });
  return added.length;
}

const SORTS = {
  created: invoiceReminders.claimedAt,
  invoice: invoices.invoiceNumber,
  client: clients.clientName,
  step: invoiceReminders.step,
};

/** GET /api/reminders: newest first; `search` looks in the invoice number and the client's name. */
export async function listReminders(
  db: Db,
  organizationId: number,
  query: ReminderListQuery,
): Promise<{ rows: SentReminder[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    eq(invoiceReminders.organizationId, organizationId),
    query.status ? eq(invoiceReminders.status, query.status) : undefined,
    pattern ? or(ilike(invoices.invoiceNumber, pattern), ilike(clients.clientName, pattern)) : undefined,
  );
  const from = () =>
    db
      .select({
        id: invoiceReminders.id,
        invoiceId: invoiceReminders.invoiceId,
        invoiceNumber: invoices.invoiceNumber,
        clientId: invoiceReminders.clientId,
        clientName: clients.clientName,
        dueDate: invoices.dueDate,
        step: invoiceReminders.step,
        duePaise: invoiceReminders.duePaise,
        recipients: invoiceReminders.recipients,
        status: invoiceReminders.status,
        lastError: invoiceReminders.lastError,
        claimedAt: invoiceReminders.claimedAt,
        sentAt: invoiceReminders.sentAt,
      })
      .from(invoiceReminders)
      .innerJoin(invoices, eq(invoices.id, invoiceReminders.invoiceId))
      .innerJoin(clients, eq(clients.id, invoiceReminders.clientId));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(...orderByOf(SORTS, query.sort, query.order, invoiceReminders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ n: countAll() })
      .from(invoiceReminders)
      .innerJoin(invoices, eq(invoices.id, invoiceReminders.invoiceId))
      .innerJoin(clients, eq(clients.id, invoiceReminders.clientId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      reminder_id: r.id,
      invoice_id: r.invoiceId,
      invoice_number: r.invoiceNumber,
      client_id: r.clientId,
      client_name: r.clientName,
      due_date: r.dueDate,
      step: r.step,
      due_paise: r.duePaise,
      recipients: r.recipients,
      status: r.status,
      reason: r.lastError,
      created_at: r.claimedAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}
