import {
  adminInvoiceStatusOf,
  invoiceBalanceOf,
  invoiceStatusOf,
  type InvoiceDetail,
  type InvoiceListRow,
  type InvoicePayment,
} from '@firm/shared/domain/invoice';

// Tests only: the invoices of the admin's screens' tests, with their amounts and statuses derived as the
// server derives them. invoice-server.ts answers the calls over them.

/** The fake server's day in India (summary.today): aging counts from it, whatever the machine's clock says. */
export const INVOICE_TODAY = '2026-11-20';
export const dayFrom = (days: number) => new Date(Date.parse(`${INVOICE_TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Invoice `id`, unpaid, ₹11,800.00 (₹10,000 + 18 % GST), due `dueInDays` after INVOICE_TODAY. */
export function invoiceRow(id: number, overrides: Partial<InvoiceListRow> & { dueInDays?: number } = {}): InvoiceListRow {
  const { dueInDays = 5, ...rest } = overrides;
  const row: InvoiceListRow = {
    invoice_id: id,
    invoice_number: `INV/2026-27/${String(id).padStart(4, '0')}`,
    task_id: 100 + id,
    task_name: `Project ${id}`,
    client_id: id % 2 ? 1 : 2,
    customer: id % 2 ? 'Rao Textiles' : 'Mehta Foods',
    invoice_date: dayFrom(dueInDays - 5),
    due_date: dayFrom(dueInDays),
    created_at: `${dayFrom(dueInDays - 5)}T06:00:00.000Z`,
    taxable_paise: 10_000_00,
    total_paise: 11_800_00,
    paid_paise: 0,
    credited_paise: 0,
    amount_due_paise: 11_800_00,
    excess_paise: 0,
    status: 'unpaid',
    payment_status: 'unpaid',
    admin_status: 'unpaid',
    invoice_url: `/api/invoices/${id}/pdf`,
    einvoice_status: null,
    ...rest,
  };
  return withAmounts(row);
}

/** Amount due and both statuses follow from the amounts, as on the server. */
export function withAmounts<R extends InvoiceListRow>(row: R): R {
  const amounts = { totalPaise: row.total_paise, paidPaise: row.paid_paise, creditedPaise: row.credited_paise };
  const status = invoiceStatusOf(amounts);
  const balance = invoiceBalanceOf(amounts);
  const adminStatus = adminInvoiceStatusOf(status, row.due_date, INVOICE_TODAY);
  return {
    ...row,
    amount_due_paise: balance.duePaise,
    excess_paise: balance.excessPaise,
    status: adminStatus === 'overdue' ? 'overdue' : status,
    payment_status: status,
    admin_status: adminStatus,
  };
}

export function invoiceDetail(row: InvoiceListRow, extra: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    task_id: row.task_id,
    task_name: row.task_name,
    place_of_supply_code: null,
    lut_reference: null,
    gst_category: 'regular',
    tax_treatment: 'taxable',
    cancelled_at: null,
    cancel_reason: null,
    einvoice: null,
    client_id: row.client_id,
    client_name: row.customer,
    invoice_date: row.invoice_date,
    due_date: row.due_date,
    supply_type: 'intra_state',
    place_of_supply: 'Maharashtra (27)',
    sac_code: '998231',
    service_name: 'GST Filing',
    taxable_paise: row.taxable_paise,
    tax_heads: [
      { name: 'CGST', rate_bp: 900, amount_paise: 900_00 },
      { name: 'SGST', rate_bp: 900, amount_paise: 900_00 },
    ],
    total_paise: row.total_paise,
    paid_paise: row.paid_paise,
    credited_paise: row.credited_paise,
    outstanding_paise: row.amount_due_paise,
    excess_paise: row.excess_paise,
    refunded_paise: 0,
    status: row.payment_status,
    invoice_url: row.invoice_url,
    created_at: row.created_at,
    admin_status: row.admin_status,
    today: INVOICE_TODAY,
    supplier_name: 'Kapoor Iyer & Co.',
    supplier_address: '12 Marine Drive, Mumbai 400002',
    supplier_gstin: '27AAHFK4108N1Z3',
    supplier_state: 'Maharashtra (27)',
    recipient_address: '4 Textile Lane, Pune 411001',
    client_gstin: '27AABCR1234C1Z5',
    service_description: `Work of ${row.task_name}`,
    payment_details: null,
    payments: [],
    credit_notes: [],
    refunds: [],
    ...extra,
  };
}

/** A payment recorded by hand, as the detail lists it. */
export function manualPayment(id: number, amountPaise: number, extra: Partial<InvoicePayment> = {}): InvoicePayment {
  return {
    payment_id: id,
    amount_paise: amountPaise,
    method: 'manual',
    reference: null,
    note: null,
    reverses_id: null,
    reversed: false,
    recorded_by_name: 'Asha Kapoor',
    created_at: `${INVOICE_TODAY}T05:00:00.000Z`,
    ...extra,
  };
}
