import { excessOf, invoiceStatusOf, outstandingOf, type Invoice, type InvoicePreview } from '@firm/shared/domain/invoice';
import { isUnderLut, placeOfSupplyLabel } from '@firm/shared/domain/gst';
import { lutMessages } from '@firm/shared/domain/offices';
import type { InvoiceDraft } from './invoices.draft';
import type { InvoiceRow } from './invoices.repo';
import { taxHeadsOf } from '../pdf';
import { toEinvoiceInfo } from '../einvoice';

export { taxHeadsOf };

// An invoice row as the calls return it (shared/domain `invoiceSchema`).

const placeOfSupplyText = (row: Pick<InvoiceRow, 'placeOfSupplyName' | 'placeOfSupplyCode'>) =>
  placeOfSupplyLabel(row.placeOfSupplyCode, row.placeOfSupplyName);

export function toInvoice(row: InvoiceRow): Invoice {
  // A cancelled invoice has nothing due: its total stays on the document, not in what the client owes.
  const cancelled = row.status === 'cancelled';
  const amounts = { totalPaise: cancelled ? 0 : row.totalPaise, paidPaise: row.paidPaise, creditedPaise: row.creditedPaise };
  return {
    invoice_id: row.id,
    invoice_number: row.invoiceNumber,
    task_id: row.taskId,
    task_name: row.taskName,
    client_id: row.clientId,
    client_name: row.recipientName,
    invoice_date: row.invoiceDate,
    due_date: row.dueDate,
    supply_type: row.supplyType,
    lut_reference: row.lutReference,
    place_of_supply: placeOfSupplyText(row),
    place_of_supply_code: row.placeOfSupplyCode,
    gst_category: row.recipientGstCategory,
    tax_treatment: row.taxTreatment,
    sac_code: row.sacCode,
    service_name: row.serviceCategoryName,
    taxable_paise: row.taxablePaise,
    tax_heads: taxHeadsOf(row),
    total_paise: row.totalPaise,
    paid_paise: row.paidPaise,
    credited_paise: row.creditedPaise,
    outstanding_paise: outstandingOf(amounts),
    excess_paise: excessOf(amounts),
    refunded_paise: row.refundedPaise,
    status: row.status === 'cancelled' ? 'cancelled' : invoiceStatusOf(amounts),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
    invoice_url: `/api/invoices/${row.id}/pdf`,
    einvoice: toEinvoiceInfo(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** The preview reads the draft through the same heads and place as the issued invoice. */
export function toInvoicePreview({ values: v, office, year }: InvoiceDraft): InvoicePreview {
  return {
    invoice_number: null,
    task_id: v.taskId,
    task_name: v.taskName,
    supplier_name: v.supplierName,
    supplier_gstin: v.supplierGstin,
    supplier_state: `${v.supplierStateName} (${v.supplierStateCode})`,
    office_id: office.id,
    office_name: office.name,
    client_id: v.clientId,
    client_name: v.recipientName,
    client_gstin: v.recipientGstin,
    invoice_date: v.invoiceDate,
    due_date: v.dueDate,
    supply_type: v.supplyType,
    lut_reference: v.lutReference,
    lut_warning: isUnderLut(v.supplyType) && !v.lutReference ? lutMessages.missing(year.label) : null,
    place_of_supply: placeOfSupplyText(v),
    tax_treatment: v.taxTreatment,
    sac_code: v.sacCode,
    service_name: v.serviceCategoryName,
    taxable_paise: v.taxablePaise,
    tax_heads: taxHeadsOf(v),
    total_paise: v.totalPaise,
  };
}
