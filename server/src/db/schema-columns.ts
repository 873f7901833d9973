import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, ReferenceConfig } from 'drizzle-orm/pg-core';

// The columns the schema files share, so that one shape is written once: a required reference, money and the created/updated instants.

/** A reference every row must have (NOT NULL), with the foreign key's actions when the row goes with its parent. */
export const requiredRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);

/** Money: integer paise in a bigint read as a JS number (exact: every amount stays far below 2^53). */
export const paise = (name: string) => bigint(name, { mode: 'number' });

/** When the row was written, by the database's clock. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was last changed (the writes set it; the database's clock on insert). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** created_at and updated_at, as most tables carry them. */
export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };

/** Bytes (PDFs, uploaded files' pieces), read as a Buffer whichever driver answers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** As `GstCategory` in @firm/shared/domain (the schema files import nothing from it). */
type GstCategory =
  | 'regular'
  | 'composition'
  | 'unregistered'
  | 'sez_with_payment'
  | 'sez_without_payment'
  | 'overseas'
  | 'deemed_export'
  | 'government_tds'
  | 'uin_holder';

/** A GST category (`GST_CATEGORIES`): a client's, and its copy on an invoice; rows saved before it are Regular. */
export const gstCategory = (name: string) => varchar(name, { length: 24 }).notNull().default('regular').$type<GstCategory>();

/** As `GstTreatment` in @firm/shared/domain (the schema files import nothing from it). */
type GstTreatment = 'taxable' | 'nil_rated' | 'exempt';

/** Taxable at its rate, or 0 % as nil-rated or exempt: a service category's, and its copy on an invoice. */
export const gstTreatment = (name: string) => varchar(name, { length: 10 }).notNull().default('taxable').$type<GstTreatment>();

export type DeliveryState = 'queued' | 'claimed' | 'sending' | 'sent' | 'failed';

/**
 * A mail's delivery, claimed and sent by the message worker: a message's recipient rows and the outbox's
 * mails alike (same states, same claim).
 */
export const deliveryColumns = () => ({
  status: varchar('status', { length: 10 }).notNull().default('queued').$type<DeliveryState>(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** When a queued row may be claimed (now, or after a failed attempt's backoff). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a worker claimed it: a row 'sending' for over a minute was left by a process that stopped. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  /** The claim's own token: only the worker holding it may mark the row (a lease another worker took back is lost). */
  claimToken: uuid('claim_token'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

type DeliveryRow = { id: AnyPgColumn; status: AnyPgColumn; nextAttemptAt: AnyPgColumn; claimedAt: AnyPgColumn };

/** The worker's claims read only the rows waiting for it, and the claims a stopped process left; sent and failed rows stay out. */
export const deliveryIndexes = (table: string, t: DeliveryRow) => [
  index(`${table}_queued_idx`)
    .on(t.nextAttemptAt, t.id)
    .where(sql`${t.status} = 'queued'`),
  index(`${table}_claimed_idx`)
    .on(t.claimedAt)
    .where(sql`${t.status} in ('claimed', 'sending')`),
];

/** As `EinvoiceStatus` in @firm/shared/domain (the schema files import nothing from it). */
type EinvoiceStatus = 'pending' | 'registered' | 'failed' | 'cancelled';

/**
 * The e-invoice of an invoice or credit note, on the document's own row (the document and its
 * registration are read together everywhere). Null status: not e-invoiced (e-invoicing off, or the
 * recipient is not registered). 'pending' from issue until the IRP answers, 'failed' with the reason
 * until a retry registers it, 'registered' with the IRP's IRN, acknowledgement and signed QR, 'cancelled'
 * when cancelled at the IRP with the invoice. `irn_claimed_at` marks a registration in flight, so two
 * retries never send one document twice.
 */
export const einvoiceColumns = {
  einvoiceStatus: varchar('einvoice_status', { length: 10 }).$type<EinvoiceStatus>(),
  irn: varchar('irn', { length: 64 }),
  irnAckNo: varchar('irn_ack_no', { length: 20 }),
  irnAckAt: timestamp('irn_ack_at', { withTimezone: true }),
  irnSignedQr: text('irn_signed_qr'),
  irnFailure: varchar('irn_failure', { length: 500 }),
  irnClaimedAt: timestamp('irn_claimed_at', { withTimezone: true }),
  irnCancelledAt: timestamp('irn_cancelled_at', { withTimezone: true }),
};
