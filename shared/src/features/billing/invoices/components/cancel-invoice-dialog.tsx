import { invoiceCancelMessages as M, invoiceCancelSchema, INVOICE_CANCEL_REASON_MAX } from '@firm/shared/domain/invoice';
import type { InvoiceDetail } from '@firm/shared/domain/invoice';
import { CancelWithReasonDialog } from '../../components/cancel-with-reason-dialog';
import { useCancelInvoice } from '../../api/invoices';

export type CancelInvoiceDialogProps = { invoice: Pick<InvoiceDetail, 'invoice_id' | 'invoice_number'>; onClose: () => void };

/**
 * Cancelling an invoice issued in error, with the reason. The number stays used and is never
 * issued again; the PDF is stamped CANCELLED, the Project may be invoiced again and GSTR-1 counts it as
 * cancelled. The server refuses an invoice with a payment or credit note (a credit note is the way then).
 */
export function CancelInvoiceDialog({ invoice, onClose }: CancelInvoiceDialogProps) {
  const cancel = useCancelInvoice(invoice.invoice_id);
  return (
    <CancelWithReasonDialog
      noun="Invoice"
      number={invoice.invoice_number}
      explanation="Only for an invoice issued in error with no payment or credit note on it. Its number stays used and is never issued again; the PDF is stamped CANCELLED, the client sees it as cancelled, GSTR-1 counts it among documents cancelled, and the Project can be invoiced again."
      failedText="Failed to cancel the invoice. Please try again."
      reasonMax={INVOICE_CANCEL_REASON_MAX}
      schema={invoiceCancelSchema}
      cancel={cancel}
      successMessage={() => M.cancelled(invoice.invoice_number)}
      onClose={onClose}
    />
  );
}
