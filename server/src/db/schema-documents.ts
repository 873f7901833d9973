import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamps, updatedAt } from './schema-columns';
import { clientContacts } from './schema-clients';
import { users } from './schema-organizations';
import { firmSettings, tenantRow } from './schema-tenant';
import { tasks } from './schema-tasks';

// Documents from clients: what the firm asks for on a Project, what the client uploads to it
// (the bytes in the shared file store under `stored_key`), and the reminders sent about it.

export type DocumentRequestStateColumn = 'requested' | 'uploaded' | 'accepted' | 'needs_changes';

export const documentRequests = pgTable(
  'document_requests',
  {
    ...tenantRow(),
    taskId: requiredRef('task_id', () => tasks.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    note: text('note').notNull().default(''),
    required: boolean('required').notNull().default(true),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    state: varchar('state', { length: 20 }).notNull().default('requested').$type<DocumentRequestStateColumn>(),
    /** The firm's reason when it asked for changes; cleared by the next upload. */
    changeReason: text('change_reason'),
    clientComment: text('client_comment').notNull().default(''),
    createdBy: requiredRef('created_by', () => users.id),
    ...timestamps,
  },
  (t) => [
    index('document_requests_task_idx').on(t.taskId, t.id),
    // "Waiting on client" and the reminder job read only the requests the client still owes.
    index('document_requests_open_idx')
      .on(t.taskId)
      .where(sql`${t.required} and ${t.state} in ('requested', 'needs_changes')`),
    index('document_requests_open_due_idx')
      .on(t.organizationId, t.dueDate)
      .where(sql`${t.state} in ('requested', 'needs_changes')`),
  ],
);

/**
 * A file a client uploaded to a request. A replaced file keeps its row (replaced_at set) and its bytes:
 * the Project's history. The uploader's name is copied, and the contact link is cleared if the contact
 * is ever deleted: the file stays.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    ...tenantRow(),
    requestId: requiredRef('request_id', () => documentRequests.id, { onDelete: 'cascade' }),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    storedKey: varchar('stored_key', { length: 64 }).notNull().unique(),
    contentType: varchar('content_type', { length: 120 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedByContactId: integer('uploaded_by_contact_id').references(() => clientContacts.id, { onDelete: 'set null' }),
    uploaderName: varchar('uploader_name', { length: 100 }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('document_files_request_idx').on(t.requestId, t.id)],
);

/** A firm's reminder schedule for requests; a firm without a row has them off. */
export const documentReminderSettings = pgTable('document_reminder_settings', {
  ...firmSettings(),
  daysBefore: integer('days_before').array().notNull(),
  onDueDay: boolean('on_due_day').notNull().default(true),
  repeatAfterDays: integer('repeat_after_days'),
  updatedAt: updatedAt(),
});

/**
 * A reminder sent: UNIQUE (request_id, slot) is the claim. The row and its mails (mail_outbox) commit in one
 * transaction, so a slot is mailed once whatever the number of processes running the job.
 */
export const documentReminders = pgTable(
  'document_reminders',
  {
    ...tenantRow(),
    requestId: requiredRef('request_id', () => documentRequests.id, { onDelete: 'cascade' }),
    /** Days from the due date (-2 before, 0 on the day, 7 after). */
    slot: integer('slot').notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('document_reminders_request_slot_uq').on(t.requestId, t.slot),
    index('document_reminders_org_sent_idx').on(t.organizationId, t.sentAt, t.id),
  ],
);
