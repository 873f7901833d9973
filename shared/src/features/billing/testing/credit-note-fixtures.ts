import { creditNoteAmounts, type CreditNote } from '@firm/shared/domain/credit-note';
import { taxAt } from '@firm/shared/domain/money';
import type { InvoiceDetail, InvoiceListRow } from '@firm/shared/domain/invoice';
import { creditableOf } from '../api/credit-note-invoices';

// Tests only: the invoices and credit notes the fake credit notes server (credit-note-server.ts) starts
// from, built as the server would answer them.

export const CUSTOMERS = [
  { client_id: 1, client_name: 'Rao Textiles' },
  { client_id: 2, client_name: 'Mehta Foods' },
];

/** An issued intra-state invoice of ₹10,000 + 9% CGST + 9% SGST = ₹11,800, nothing paid or credited. */
export function creditInvoice(id: number, overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const customer = CUSTOMERS[(id + 1) % 2]!;
  const taxable = overrides.taxable_paise ?? 10_000_00;
  const heads = overrides.tax_heads ?? [
    { name: 'CGST' as const, rate_bp: 900, amount_paise: taxAt(taxable, 900) },
    { name: 'SGST' as const, rate_bp: 900, amount_paise: taxAt(taxable, 900) },
  ];
  const total = taxable + heads.reduce((sum, h) => sum + h.amount_paise, 0);
  return {
    invoice_id: id,
    invoice_number: `INV/2026-27/${String(id).padStart(4, '0')}`,
    task_id: 100 + id,
    task_name: `Project ${id}`,
    place_of_supply_code: null,
    lut_reference: null,
    gst_category: 'regular',
    tax_treatment: 'taxable',
    einvoice: null,
    cancelled_at: null,
    cancel_reason: null,
    client_id: customer.client_id,
    client_name: customer.client_name,
    invoice_date: '2026-11-02',
    due_date: '2026-11-07',
    supply_type: 'intra_state',
    place_of_supply: 'Maharashtra (27)',
    sac_code: '998231',
    service_name: 'GST Filing',
    taxable_paise: taxable,
    tax_heads: heads,
    total_paise: total,
    paid_paise: 0,
    credited_paise: 0,
    outstanding_paise: total,
    excess_paise: 0,
    refunded_paise: 0,
    status: 'unpaid',
    invoice_url: `/api/invoices/${id}/pdf`,
    created_at: '2026-11-02T05:30:00.000Z',
    admin_status: 'unpaid',
    today: '2026-11-20',
    supplier_name: 'Kapoor & Associates',
    supplier_address: 'Mumbai',
    supplier_gstin: '27AAAAA0000A1Z5',
    supplier_state: 'Maharashtra',
    recipient_address: 'Pune',
    client_gstin: null,
    service_description: 'Quarterly GST return',
    payment_details: null,
    payments: [],
    credit_notes: [],
    refunds: [],
    ...overrides,
  };
}

export function invoiceRowOf(invoice: InvoiceDetail): InvoiceListRow {
  return {
    invoice_id: invoice.invoice_id,
    invoice_number: invoice.invoice_number,
    task_id: invoice.task_id,
    task_name: invoice.task_name,
    client_id: invoice.client_id,
    customer: invoice.client_name,
    invoice_date: invoice.invoice_date,
    due_date: invoice.due_date,
    created_at: invoice.created_at,
    taxable_paise: invoice.taxable_paise,
    total_paise: invoice.total_paise,
    paid_paise: invoice.paid_paise,
    credited_paise: invoice.credited_paise,
    amount_due_paise: invoice.outstanding_paise,
    excess_paise: invoice.excess_paise,
    status: invoice.admin_status === 'overdue' ? 'overdue' : invoice.status,
    payment_status: invoice.status,
    admin_status: invoice.admin_status,
    invoice_url: invoice.invoice_url,
    einvoice_status: invoice.einvoice?.status ?? null,
  };
}

/** Credit note `id` on `invoice` for `taxablePaise`, its tax from the invoice's heads. */
export function creditNoteOf(id: number, invoice: InvoiceDetail, taxablePaise: number, overrides: Partial<CreditNote> = {}): CreditNote {
  const amounts = creditNoteAmounts(creditableOf(invoice), { taxable: 0, cgst: 0, sgst: 0, igst: 0 }, taxablePaise);
  const heads = creditableOf(invoice);
  return {
    credit_note_id: id,
    credit_note_number: `CN/2026-27/${String(id).padStart(4, '0')}`,
    client_id: invoice.client_id,
    client_name: invoice.client_name,
    invoice_id: invoice.invoice_id,
    invoice_number: invoice.invoice_number,
    invoice_date: invoice.invoice_date,
    task_name: invoice.task_name,
    invoice_total_paise: invoice.total_paise,
    supply_type: invoice.supply_type,
    state_tax_name: invoice.tax_heads.some((h) => h.name === 'UTGST') ? 'UTGST' : 'SGST',
    cgst_bp: heads.cgstBp,
    sgst_bp: heads.sgstBp,
    igst_bp: heads.igstBp,
    taxable_paise: amounts.taxable,
    cgst_paise: amounts.cgst,
    sgst_paise: amounts.sgst,
    igst_paise: amounts.igst,
    total_paise: amounts.total,
    invoice_amount_due_paise: Math.max(0, invoice.outstanding_paise - amounts.total),
    invoice_status: invoice.status === 'cancelled' ? 'paid' : invoice.status,
    invoice_admin_status: invoice.admin_status,
    reason: 'Credit Note',
    status: 'issued',
    cancelled_at: null,
    cancel_reason: null,
    credit_note_date: '2026-11-10',
    created_at: '2026-11-10T05:30:00.000Z',
    creditnote_url: `/api/credit-notes/${id}/pdf`,
    einvoice: null,
    ...overrides,
  };
}
