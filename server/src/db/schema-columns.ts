import { text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** created_at and updated_at, as most tables carry them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
