import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { paise, requiredRef, updatedAt } from './schema-columns';
import { clients } from './schema-clients';
import { firmSettings, tenantRow } from './schema-tenant';
import { invoices } from './schema-invoices';

// Overdue reminders. Each firm decides whether its clients are reminded of overdue invoices
// and on which days after the due date; the reminder job (server/src/modules/billing/reminders) writes one row
// per invoice and step, and the row's UNIQUE (invoice_id, step) is the claim: the process whose INSERT
// won sends the mail, every other process's INSERT does nothing. So a reminder goes once, whatever the
// number of server processes.

/** A firm's reminder settings; a firm without a row has reminders off with the default cadence. */
export const reminderSettings = pgTable('reminder_settings', {
  ...firmSettings(),
  /** Days after the due date, ascending and distinct (checked by `reminderSettingsSchema`). */
  cadence: integer('cadence').array().notNull(),
  updatedAt: updatedAt(),
});

export type InvoiceReminderState = 'claimed' | 'sent' | 'failed' | 'skipped';

export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    ...tenantRow(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    clientId: requiredRef('client_id', () => clients.id),
    /** Days after the due date this reminder stands for. */
    step: integer('step').notNull(),
    /** The amount due when the reminder was claimed (what the mail said). */
    duePaise: paise('due_paise').notNull(),
    /** Contacts the mail reached. */
    recipients: integer('recipients').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('claimed').$type<InvoiceReminderState>(),
    attempts: integer('attempts').notNull().default(1),
    lastError: text('last_error'),
    /** When a process claimed it: a claim older than the job's stale limit was left by a process that stopped. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoice_reminders_invoice_step_uq').on(t.invoiceId, t.step),
    index('invoice_reminders_org_claimed_idx').on(t.organizationId, t.claimedAt, t.id),
    // Retries read only the unfinished rows.
    index('invoice_reminders_open_idx')
      .on(t.claimedAt)
      .where(sql`${t.status} in ('claimed', 'failed')`),
  ],
);
