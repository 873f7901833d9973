import { einvoiceMessages as M, isIrnCancellable } from '@firm/shared/domain/einvoice';
import { formatDateTime } from '@firm/shared/domain/format';
import { conflict, HttpError } from '../../../platform/errors';
import { IRP_ERRORS, IrpError, type IrpProvider } from './irp-provider';
import { irpRefOf } from './einvoice.register';

// Cancelling an invoice (or a credit note) cancels its IRN: the IRP allows it within 24 hours of the
// acknowledgement and refuses it after, so the server refuses first, with the time it was acknowledged.
// Called inside the cancel's transaction, after every other check, under the invoice's row lock: when the
// IRP refuses, the transaction rolls back and the invoice stays as it was. A registration whose answer
// was lost (failed or pending here) is looked up by the document first: an IRN the IRP holds is cancelled too.

type EinvoicedRow = {
  einvoiceStatus: 'pending' | 'registered' | 'failed' | 'cancelled' | null;
  irn: string | null;
  irnAckAt: Date | null;
  irnClaimedAt: Date | null;
  supplierGstin: string;
  number: string;
  day: string;
  /** The document's type at the IRP: an invoice (the default) or a credit note. */
  docType?: 'INV' | 'CRN';
};

const windowClosed = (row: EinvoicedRow, ackAt: Date) => {
  const message = row.docType === 'CRN' ? M.creditNoteCancelWindowClosed : M.cancelWindowClosed;
  return conflict(message(formatDateTime(ackAt)), undefined, 'EINVOICE_CANCEL_WINDOW_CLOSED');
};

/** Cancels the document's IRN at the IRP; the time of cancellation, or null when it has none. */
export async function cancelIrnOf(irp: IrpProvider | null, row: EinvoicedRow, now: Date, remark: string): Promise<Date | null> {
  if (row.einvoiceStatus === null || row.einvoiceStatus === 'cancelled') return null;
  let irn = row.irn;
  let ackAt = row.irnAckAt;
  if (row.einvoiceStatus !== 'registered') {
    if (row.irnClaimedAt && now.getTime() - row.irnClaimedAt.getTime() < 2 * 60_000) throw conflict(M.busy, undefined, 'EINVOICE_BUSY');
    if (!irp) return null;
    const found = await irp
      .findByDocument(irpRefOf(row.supplierGstin, row.docType ?? 'INV', row.number, row.day))
      .catch((error: unknown) => {
        if (error instanceof IrpError)
          throw new HttpError(502, M.irpCancelFailed(error.message), undefined, undefined, 'EINVOICE_IRP_FAILED');
        throw error;
      });
    if (!found) return null;
    ({ irn, ackAt } = found);
  }
  if (!irn || !ackAt) return null;
  if (!isIrnCancellable(ackAt, now)) throw windowClosed(row, ackAt);
  if (!irp) throw new HttpError(503, M.notAvailable, undefined, undefined, 'EINVOICE_NOT_AVAILABLE');
  try {
    // Reason 2, data entry mistake: a document is cancelled here only when it was issued in error.
    return (await irp.cancel({ sellerGstin: row.supplierGstin, irn, reason: '2', remark })).cancelledAt;
  } catch (error) {
    if (!(error instanceof IrpError)) throw error;
    if (error.code === IRP_ERRORS.cancelTimeCrossed) throw windowClosed(row, ackAt);
    throw new HttpError(502, M.irpCancelFailed(error.message), undefined, undefined, 'EINVOICE_IRP_FAILED');
  }
}
