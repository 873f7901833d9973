import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A firm: the tenant. Every tenant-owned row carries organization_id. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  /** Bank and payment lines printed on the firm's tax invoices (account, IFSC, UPI), when it has set them. */
  paymentDetails: text('payment_details'),
  ...timestamps,
});

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    kind: varchar('kind', { length: 20 }).notNull().$type<'head_office' | 'branch'>(),
    city: varchar('city', { length: 100 }).notNull(),
    address: text('address').notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    stateCode: varchar('state_code', { length: 2 }).notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    gstin: varchar('gstin', { length: 15 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 255 }),
    ...timestamps,
  },
  (t) => [index('offices_org_idx').on(t.organizationId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    role: varchar('role', { length: 20 }).notNull().$type<'superadmin' | 'admin' | 'supervisor' | 'employee'>(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    /** Stored lower-cased; unique across the platform, since sign-in starts from the e-mail alone. */
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    address: text('address'),
    firmName: varchar('firm_name', { length: 200 }),
    designation: varchar('designation', { length: 100 }),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), index('users_org_role_idx').on(t.organizationId, t.role)],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    clientCode: varchar('client_code', { length: 50 }).notNull(),
    clientName: varchar('client_name', { length: 255 }).notNull(),
    clientType: varchar('client_type', { length: 50 }).notNull().default('individual'),
    cin: varchar('cin', { length: 21 }),
    gstNumber: varchar('gst_number', { length: 15 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 255 }),
    street: text('street'),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    pincode: varchar('pincode', { length: 6 }),
    country: varchar('country', { length: 100 }).notNull().default('India'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clients_org_code_uq').on(t.organizationId, t.clientCode),
    index('clients_org_name_idx').on(t.organizationId, t.clientName),
    // The Clients screen sorts by each of its columns (issue 7): an index per column serves a page.
    // A type picked on the tiles narrows the page and keeps it in name order.
    index('clients_org_type_idx').on(t.organizationId, t.clientType, t.clientName),
    index('clients_org_email_idx').on(t.organizationId, t.email),
    index('clients_org_phone_idx').on(t.organizationId, t.phone),
    index('clients_org_active_idx').on(t.organizationId, t.isActive),
  ],
);

/**
 * How many clients each organisation has of each type and status, kept by triggers on clients
 * (migration 0005): the Clients screen's counts without counting 100,000 rows per page.
 */
export const clientTypeCounts = pgTable(
  'client_type_counts',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    clientType: varchar('client_type', { length: 50 }).notNull(),
    isActive: boolean('is_active').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.clientType, t.isActive] })],
);

/**
 * A number per organisation that every committed write to its data raises (migration 0022's
 * deferred triggers, in the writing transaction): a list answer remembered under the number it was
 * read with is still the answer while the number is unchanged (`platform/answer-cache.ts`).
 */
export const organizationDataVersions = pgTable('organization_data_versions', {
  organizationId: integer('organization_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const clientContacts = pgTable(
  'client_contacts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    role: varchar('role', { length: 100 }),
    /** Stored lower-cased. */
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 20 }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('client_contacts_client_idx').on(t.clientId),
    index('client_contacts_email_idx').on(t.email),
    uniqueIndex('client_contacts_client_phone_uq')
      .on(t.clientId, t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex('client_contacts_client_email_uq')
      .on(t.clientId, t.email)
      .where(sql`${t.email} is not null`),
  ],
);

/** GST rates in basis points (900 = 9.00 %): exact to the 0.01 step the forms allow. */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    cgstBp: integer('cgst_bp').notNull().default(900),
    sgstBp: integer('sgst_bp').notNull().default(900),
    igstBp: integer('igst_bp').notNull().default(1800),
    ...timestamps,
  },
  (t) => [
    index('service_categories_org_idx').on(t.organizationId),
    // One name per firm whatever the case: a Project picks a category by name.
    uniqueIndex('service_categories_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

export const sacCodes = pgTable(
  'sac_codes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    code: varchar('code', { length: 6 }).notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('sac_codes_org_code_uq').on(t.organizationId, t.code)],
);

/** One live sign-in code per address and kind; a new request replaces it. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    userType: varchar('user_type', { length: 10 }).notNull().$type<'staff' | 'client'>(),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('otp_codes_email_type_uq').on(t.email, t.userType)],
);

/**
 * One sign-in: from a verified code until sign-out, revocation or 30 days. Its refresh tokens rotate
 * within it, and every access token names it (`sid`), so ending it ends the access tokens at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    subjectType: varchar('subject_type', { length: 10 }).notNull().$type<'user' | 'contact'>(),
    subjectId: integer('subject_id').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_subject_idx').on(t.subjectType, t.subjectId)],
);

/** Opaque refresh tokens, stored hashed, rotated on use. subject: a staff user or a client contact. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    subjectType: varchar('subject_type', { length: 10 }).notNull().$type<'user' | 'contact'>(),
    subjectId: integer('subject_id').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: integer('replaced_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_subject_idx').on(t.subjectType, t.subjectId),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * A verified code whose address has several client accounts: the person picks one with this
 * single-use token (stored hashed). It names the address only; the accounts are looked up again.
 */
export const signInSelections = pgTable(
  'sign_in_selections',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    userType: varchar('user_type', { length: 10 }).notNull().$type<'staff' | 'client'>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_selections_hash_uq').on(t.tokenHash)],
);

/** A change of one's own e-mail waiting for the code sent to the new address; one per person. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    subjectType: varchar('subject_type', { length: 10 }).notNull().$type<'user' | 'contact'>(),
    subjectId: integer('subject_id').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    newEmail: varchar('new_email', { length: 255 }).notNull(),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_changes_subject_uq').on(t.subjectType, t.subjectId)],
);

/** A message from the public contact form, for the firm that runs the site. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    company: varchar('company', { length: 150 }),
    service: varchar('service', { length: 50 }),
    message: text('message').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('new').$type<'new' | 'replied' | 'closed'>(),
    ...timestamps,
  },
  (t) => [
    index('enquiries_org_created_idx').on(t.organizationId, t.createdAt),
    index('enquiries_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    // The Enquiries list's sortable columns (issue 7); its contains-search has trigram indexes (0007).
    index('enquiries_org_name_idx').on(t.organizationId, t.name),
    index('enquiries_org_email_idx').on(t.organizationId, t.email),
  ],
);

/**
 * A Project (tasks in the API, spec 02 §3). Amounts are integer paise in a bigint read as a JS number:
 * MAX_PAISE (₹99,99,99,999.99) exceeds int4 but stays far below 2^53, so 'number' mode is exact.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    taskName: varchar('task_name', { length: 255 }).notNull(),
    serviceDescription: text('service_description').notNull(),
    sacCodeId: integer('sac_code_id')
      .notNull()
      .references(() => sacCodes.id),
    serviceCategoryId: integer('service_category_id')
      .notNull()
      .references(() => serviceCategories.id),
    assigneeId: integer('assignee_id').references(() => users.id),
    /** A calendar day (no time zone): the spec's due dates are dates only. */
    dueDate: date('due_date', { mode: 'string' }),
    invoiceAmountPaise: bigint('invoice_amount_paise', { mode: 'number' }).notNull(),
    typeOfDelivery: varchar('type_of_delivery', { length: 10 }).notNull().default('domestic').$type<'domestic' | 'export'>(),
    workflowStatus: varchar('workflow_status', { length: 20 })
      .notNull()
      .default('open')
      .$type<'open' | 'in_progress' | 'pending_review' | 'ready_for_close' | 'closed'>(),
    requireClarification: boolean('require_clarification').notNull().default(false),
    clarificationFromId: integer('clarification_from_id').references(() => users.id),
    clarificationToId: integer('clarification_to_id').references(() => users.id),
    /** Set by the invoice's transaction (issue 10): an invoiced Project leaves the lists and its amount is fixed. */
    invoiceId: integer('invoice_id'),
    /**
     * When a closed Project was closed (its last move to closed), null while it is not closed. Kept by the
     * trigger of migration 0021 from updated_at, so every writer agrees with the activity log's time.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (t) => [
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
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    eventType: varchar('event_type', { length: 30 }).notNull(),
    field: varchar('field', { length: 50 }),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_activity_task_idx').on(t.taskId, t.id)],
);

/** A comment on a Project; its files are `task_attachments` rows. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    commentText: text('comment_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.id)],
);

// Issue 10's tables live in their own file; re-exported so the schema stays one module for Drizzle.
export * from './schema-invoices';
/**
 * A file attached to a comment (spec 02 §3 attached_files). The bytes live in the file store under
 * `stored_key`, a random id: the user's file name is only ever shown, never used as a path.
 */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => taskComments.id, { onDelete: 'cascade' }),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    storedKey: varchar('stored_key', { length: 64 }).notNull().unique(),
    contentType: varchar('content_type', { length: 120 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_attachments_task_idx').on(t.taskId, t.commentId, t.id)],
);

/**
 * The Projects list's header counts without counting the table (issue 9): Projects per organisation,
 * status and assignee (`assignee_key` 0 for none), kept by statement-level triggers on `tasks`
 * (migrations 0012-0013) as `client_type_counts` is. Write tasks with plain INSERT/UPDATE/DELETE.
 */
export const taskCounts = pgTable(
  'task_counts',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
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
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.dueDate] })],
);
export * from './schema-messages';
export * from './schema-reminders';
export * from './schema-delivery';
