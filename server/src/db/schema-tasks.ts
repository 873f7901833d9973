import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, paise, requiredRef, timestamps } from './schema-columns';
import { clientContacts, clients } from './schema-clients';
import { compliances } from './schema-compliance';
import { serviceCategories, sacCodes } from './schema-master-data';
import { offices, users } from './schema-organizations';
import { organizationId, tenantRow } from './schema-tenant';

// Projects ("tasks"): the records, activity, comments, attachments and counters.

/**
 * A Project (tasks in the API, spec 02 §3). Amounts are integer paise in a bigint read as a JS number:
 * MAX_PAISE (₹99,99,99,999.99) exceeds int4 but stays far below 2^53, so 'number' mode is exact.
 */
export const tasks = pgTable(
  'tasks',
  {
    ...tenantRow(),
    clientId: requiredRef('client_id', () => clients.id),
    taskName: varchar('task_name', { length: 255 }).notNull(),
    serviceDescription: text('service_description').notNull(),
    sacCodeId: requiredRef('sac_code_id', () => sacCodes.id),
    serviceCategoryId: requiredRef('service_category_id', () => serviceCategories.id),
    /** The office that invoices this Project when not the client's (null: the client's billing office). */
    billingOfficeId: integer('billing_office_id').references(() => offices.id),
    assigneeId: integer('assignee_id').references(() => users.id),
    /** A calendar day (no time zone): the spec's due dates are dates only. */
    dueDate: date('due_date', { mode: 'string' }),
    invoiceAmountPaise: paise('invoice_amount_paise').notNull(),
    typeOfDelivery: varchar('type_of_delivery', { length: 10 }).notNull().default('domestic').$type<'domestic' | 'export'>(),
    workflowStatus: varchar('workflow_status', { length: 20 })
      .notNull()
      .default('open')
      .$type<'open' | 'in_progress' | 'pending_review' | 'ready_for_close' | 'closed'>(),
    requireClarification: boolean('require_clarification').notNull().default(false),
    clarificationFromId: integer('clarification_from_id').references(() => users.id),
    clarificationToId: integer('clarification_to_id').references(() => users.id),
    /** Set by the invoice's transaction: an invoiced Project leaves the lists and its amount is fixed. */
    invoiceId: integer('invoice_id'),
    /**
     * When a closed Project was closed (its last move to closed), null while it is not closed. Kept by the
     * trigger of migration 0021 from updated_at, so every writer agrees with the activity log's time.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: requiredRef('created_by', () => users.id),
    /**
     * A Project the compliance calendar opened: its compliance, period key and statutory due date
     * (the rule's, or the firm's override); `due_date` is then the firm's internal date. The filing's
     * acknowledgement (ARN) number and date are recorded when it is filed.
     */
    complianceId: integer('compliance_id').references(() => compliances.id),
    periodKey: varchar('period_key', { length: 12 }),
    statutoryDueDate: date('statutory_due_date', { mode: 'string' }),
    ackNumber: varchar('ack_number', { length: 50 }),
    filedOn: date('filed_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    // Exactly one Project per client, compliance and period: the generator's INSERT ... ON CONFLICT DO NOTHING
    // claims it (other Projects have a null compliance, and nulls never conflict).
    uniqueIndex('tasks_compliance_period_uq').on(t.organizationId, t.clientId, t.complianceId, t.periodKey),
    // The board's counts (due this week, overdue) read one compliance's Projects by due date.
    index('tasks_org_compliance_due_idx')
      .on(t.organizationId, t.complianceId, t.statutoryDueDate)
      .where(sql`${t.complianceId} is not null`),
    // The board's counts read only what they count: the unfiled open ones by due date (due this week,
    // overdue), the filed ones by filing date and those closed without one by closing time (filed this month).
    index('tasks_compliance_open_idx')
      .on(t.organizationId, t.complianceId, t.statutoryDueDate)
      .where(sql`${t.complianceId} is not null and ${t.filedOn} is null and ${t.workflowStatus} <> 'closed'`),
    index('tasks_compliance_filed_idx')
      .on(t.organizationId, t.complianceId, t.filedOn)
      .where(sql`${t.complianceId} is not null and ${t.filedOn} is not null`),
    index('tasks_compliance_closed_idx')
      .on(t.organizationId, t.complianceId, t.closedAt)
      .where(sql`${t.complianceId} is not null and ${t.filedOn} is null and ${t.workflowStatus} = 'closed'`),
    // The Projects list sorts by each of its columns (spec 02 §2.1): an index per column serves a page.
    // Created and due end with the id, the list's tiebreak: a page of many equal values (the Projects
    // without a due date come first going down) is then read in order instead of joined and sorted whole.
    index('tasks_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('tasks_org_name_idx').on(t.organizationId, t.taskName),
    index('tasks_org_status_idx').on(t.organizationId, t.workflowStatus),
    index('tasks_org_due_idx').on(t.organizationId, t.dueDate, t.id),
    index('tasks_org_assignee_idx').on(t.organizationId, t.assigneeId),
    index('tasks_org_client_idx').on(t.organizationId, t.clientId),
    index('tasks_org_clarification_to_idx').on(t.organizationId, t.clarificationToId),
    // The reports' 'completed' sort (and its export's keyset) reads this in order.
    index('tasks_org_closed_idx').on(t.organizationId, t.closedAt, t.id),
  ],
);

/**
 * What happened to a Project, written by the server in the transaction of the change it records:
 * who, which event (created, field, status, assignment, clarification, comment), which field, from, to.
 */
export const taskActivity = pgTable(
  'task_activity',
  {
    ...tenantRow(),
    taskId: requiredRef('task_id', () => tasks.id, { onDelete: 'cascade' }),
    /** The staff member who acted; null when a client's contact did (documents). */
    userId: integer('user_id').references(() => users.id),
    /** A client's contact who acted (cleared if the contact is deleted; `actor_name` keeps the name). */
    contactId: integer('contact_id').references(() => clientContacts.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 100 }),
    eventType: varchar('event_type', { length: 30 }).notNull(),
    field: varchar('field', { length: 50 }),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('task_activity_task_idx').on(t.taskId, t.id)],
);

/** A comment on a Project; its files are `task_attachments` rows. */
export const taskComments = pgTable(
  'task_comments',
  {
    ...tenantRow(),
    taskId: requiredRef('task_id', () => tasks.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id),
    commentText: text('comment_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.id)],
);

/**
 * A file attached to a comment (spec 02 §3 attached_files). The bytes live in the file store under
 * `stored_key`, a random id: the user's file name is only ever shown, never used as a path.
 */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    ...tenantRow(),
    taskId: requiredRef('task_id', () => tasks.id, { onDelete: 'cascade' }),
    commentId: requiredRef('comment_id', () => taskComments.id, { onDelete: 'cascade' }),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    storedKey: varchar('stored_key', { length: 64 }).notNull().unique(),
    contentType: varchar('content_type', { length: 120 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: requiredRef('uploaded_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('task_attachments_task_idx').on(t.taskId, t.commentId, t.id)],
);

/**
 * The Projects list's header counts without counting the table: Projects per organisation,
 * status and assignee (`assignee_key` 0 for none), kept by statement-level triggers on `tasks`
 * (migrations 0012-0013) as `client_type_counts` is. Write tasks with plain INSERT/UPDATE/DELETE.
 */
export const taskCounts = pgTable(
  'task_counts',
  {
    organizationId: organizationId(),
    workflowStatus: varchar('workflow_status', { length: 20 }).notNull(),
    assigneeKey: integer('assignee_key').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.workflowStatus, t.assigneeKey] })],
);

/** Projects not closed and with a due date, per organisation and due date: overdue is a sum of the days before today. */
export const taskDueCounts = pgTable(
  'task_due_counts',
  {
    organizationId: organizationId(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.dueDate] })],
);
