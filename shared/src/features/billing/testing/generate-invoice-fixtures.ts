import type { Invoice, InvoicePreview } from '@firm/shared/domain/invoice';
import { branchOffice, headOffice } from '@firm/shared/ui/testing';

// Tests only: what Generate Invoice is shown (the server's preview, the firm's offices) and what it issues.

/** An intra-state preview (CGST + SGST at 9 % each) of Project 5, from the head office. */
export function invoicePreview(overrides: Partial<InvoicePreview> = {}): InvoicePreview {
  return { ...PREVIEW, ...overrides };
}

const PREVIEW: InvoicePreview = {
  invoice_number: null,
  task_id: 5,
  task_name: 'Tax Audit FY26',
  supplier_name: 'Kapoor Iyer & Co.',
  supplier_gstin: '27AAHFK4108N1Z3',
  supplier_state: 'Maharashtra (27)',
  office_id: 1,
  office_name: 'Head Office',
  client_id: 7,
  client_name: 'Acme Traders',
  client_gstin: null,
  invoice_date: '2026-11-21',
  due_date: '2026-11-26',
  supply_type: 'intra_state',
  lut_reference: null,
  lut_warning: null,
  place_of_supply: 'Maharashtra (27)',
  tax_treatment: 'taxable',
  sac_code: '998231',
  service_name: 'GST Filing',
  taxable_paise: 2_500_00,
  tax_heads: [
    { name: 'CGST', rate_bp: 900, amount_paise: 225_00 },
    { name: 'SGST', rate_bp: 900, amount_paise: 225_00 },
  ],
  total_paise: 2_950_00,
};

/** The invoice issued from the preview, numbered by the server. */
export const issuedInvoice: Invoice = {
  ...PREVIEW,
  invoice_id: 41,
  invoice_number: 'INV/2026-27/0007',
  place_of_supply_code: '27',
  einvoice: null,
  gst_category: 'regular',
  tax_treatment: 'taxable',
  cancelled_at: null,
  cancel_reason: null,
  paid_paise: 0,
  credited_paise: 0,
  outstanding_paise: 2_950_00,
  excess_paise: 0,
  refunded_paise: 0,
  status: 'unpaid',
  invoice_url: '/api/invoices/41/pdf',
  created_at: '2026-11-21T06:00:00.000Z',
};

/** The head office (Maharashtra) and a branch in Karnataka with its own series. */
export const offices = [headOffice, branchOffice];
