import { adminInvoiceStatusOf, invoiceStatusOf, outstandingOf } from '@firm/shared/domain/invoice';
import type { CreditNote } from '@firm/shared/domain/credit-note';
import { toEinvoiceInfo } from '../einvoice';
import type { CreditNoteRow } from './credit-notes.repo';

// A credit note as the calls return it (shared/domain `creditNoteSchema`), with its invoice as it stands
// now: what is still due and the invoice's status on India's `today`.

export const creditNoteUrl = (id: number) => `/api/credit-notes/${id}/pdf`;

export function toCreditNote({ creditNote: cn, invoice }: CreditNoteRow, today: string): CreditNote {
  const amounts = { totalPaise: invoice.totalPaise, paidPaise: invoice.paidPaise, creditedPaise: invoice.creditedPaise };
  const status = invoiceStatusOf(amounts);
  return {
    credit_note_id: cn.id,
    credit_note_number: cn.creditNoteNumber,
    client_id: invoice.clientId,
    client_name: invoice.recipientName,
    invoice_id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    invoice_date: invoice.invoiceDate,
    task_name: invoice.taskName,
    invoice_total_paise: invoice.totalPaise,
    supply_type: invoice.supplyType,
    state_tax_name: invoice.stateTaxName,
    cgst_bp: invoice.cgstBp,
    sgst_bp: invoice.sgstBp,
    igst_bp: invoice.igstBp,
    taxable_paise: cn.taxablePaise,
    cgst_paise: cn.cgstPaise,
    sgst_paise: cn.sgstPaise,
    igst_paise: cn.igstPaise,
    total_paise: cn.totalPaise,
    invoice_amount_due_paise: outstandingOf(amounts),
    invoice_status: status,
    invoice_admin_status: adminInvoiceStatusOf(status, invoice.dueDate, today),
    reason: cn.reason,
    status: cn.status,
    cancelled_at: cn.cancelledAt?.toISOString() ?? null,
    cancel_reason: cn.cancelReason,
    credit_note_date: cn.creditNoteDate,
    created_at: cn.createdAt.toISOString(),
    creditnote_url: creditNoteUrl(cn.id),
    einvoice: toEinvoiceInfo(cn),
  };
}
