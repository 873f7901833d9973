import { irnCancellableUntil, type EinvoiceInfo } from '@firm/shared/domain/einvoice';

// A document's e-invoice columns as the calls return them (`einvoiceInfoSchema`).

type EinvoiceColumns = {
  einvoiceStatus: EinvoiceInfo['status'] | null;
  irn: string | null;
  irnAckNo: string | null;
  irnAckAt: Date | null;
  irnFailure: string | null;
};

export function toEinvoiceInfo(row: EinvoiceColumns): EinvoiceInfo | null {
  if (!row.einvoiceStatus) return null;
  return {
    status: row.einvoiceStatus,
    irn: row.irn,
    ack_no: row.irnAckNo,
    ack_date: row.irnAckAt?.toISOString() ?? null,
    cancellable_until: row.einvoiceStatus === 'registered' && row.irnAckAt ? irnCancellableUntil(row.irnAckAt).toISOString() : null,
    failure: row.einvoiceStatus === 'failed' ? row.irnFailure : null,
  };
}

/** What the PDF prints of a registered (or cancelled) e-invoice. */
export function einvoicePrintOf(row: EinvoiceColumns & { irnSignedQr: string | null }) {
  if ((row.einvoiceStatus !== 'registered' && row.einvoiceStatus !== 'cancelled') || !row.irn || !row.irnSignedQr || !row.irnAckAt) {
    return null;
  }
  return {
    irn: row.irn,
    ackNo: row.irnAckNo ?? '',
    ackAt: row.irnAckAt,
    signedQr: row.irnSignedQr,
    cancelled: row.einvoiceStatus === 'cancelled',
  };
}
