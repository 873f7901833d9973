import type { InvoiceDocument } from './invoice.pdf';

// Test helper: the particulars of one invoice PDF, INV/2026-27/0001 of 21 Nov 2026 for ₹1,18,000 from
// Mumbai to Bengaluru (IGST). A test spreads it and changes the fields it is about.
export const sampleInvoiceDocument: InvoiceDocument = {
  title: 'Tax Invoice',
  number: 'INV/2026-27/0001',
  date: '2026-11-21',
  dueDate: '2026-11-26',
  supplier: { name: 'Kapoor Iyer & Co.', address: 'Fort, Mumbai', gstin: '27AAHFK4108N1Z3', stateName: 'Maharashtra', stateCode: '27' },
  recipient: { name: 'Deccan Ridge Advisors LLP', address: 'MG Road, Bengaluru', gstin: '29AAPFU0939F1ZV' },
  placeOfSupply: 'Karnataka (29)',
  declaration: null,
  line: { sacCode: '998231', description: 'GST annual return', detail: 'GSTR-9' },
  taxablePaise: 1_00_000_00,
  heads: [{ name: 'IGST', rateBp: 1800, amountPaise: 18_000_00 }],
  totalPaise: 1_18_000_00,
  paymentDetails: 'IFSC: HDFC0000060',
};
