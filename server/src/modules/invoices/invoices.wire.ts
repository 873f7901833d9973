import { invoiceStatusOf, outstandingOf, type Invoice, type TaxHead } from '@firm/shared/domain';
import type { InvoiceRow } from './invoices.repo';

// An invoice row as the calls return it (shared/domain `invoiceSchema`).

export function taxHeadsOf(row: InvoiceRow): { name: TaxHead['name']; rate_bp: number; amount_paise: number }[] {
  if (row.supplyType === 'intra_state') {
    return [
      { name: 'CGST', rate_bp: row.cgstBp, amount_paise: row.cgstPaise },
      { name: row.stateTaxName, rate_bp: row.sgstBp, amount_paise: row.sgstPaise },
    ];
  }
  return [{ name: 'IGST', rate_bp: row.igstBp, amount_paise: row.igstPaise }];
}

export function toInvoice(row: InvoiceRow): Invoice {
  const amounts = { totalPaise: row.totalPaise, paidPaise: row.paidPaise, creditedPaise: row.creditedPaise };
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
    place_of_supply: row.placeOfSupplyName ? `${row.placeOfSupplyName} (${row.placeOfSupplyCode})` : 'Outside India',
    sac_code: row.sacCode,
    service_name: row.serviceCategoryName,
    taxable_paise: row.taxablePaise,
    tax_heads: taxHeadsOf(row),
    total_paise: row.totalPaise,
    paid_paise: row.paidPaise,
    credited_paise: row.creditedPaise,
    outstanding_paise: outstandingOf(amounts),
    status: invoiceStatusOf(amounts),
    invoice_url: `/api/invoices/${row.id}/pdf`,
    created_at: row.createdAt.toISOString(),
  };
}
