import { bigint, customType, integer, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, ReferenceConfig } from 'drizzle-orm/pg-core';

// The columns the schema files share, so that one shape is written once: a required reference, money and the created/updated instants.

/** A reference every row must have (NOT NULL), with the foreign key's actions when the row goes with its parent. */
export const requiredRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);

/** Money: integer paise in a bigint read as a JS number (exact: every amount stays far below 2^53). */
export const paise = (name: string) => bigint(name, { mode: 'number' });

/** When the row was written, by the database's clock. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** created_at and updated_at, as most tables carry them. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Bytes (PDFs, uploaded files' pieces), read as a Buffer whichever driver answers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
