import type { Gstr1CreditNoteInput, Gstr1InvoiceInput } from './input';

// Invoices as the builder reads them: an 18 % service from a Karnataka registration (29).

/** A recipient without a GSTIN (B2C). */
export const UNREGISTERED = { recipientGstin: null, gstCategory: 'unregistered' } as const;
/** No rate and no tax in any head: an export under LUT, a nil-rated or an exempt supply. */
export const UNTAXED = { cgstBp: 0, sgstBp: 0, igstBp: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 } as const;

let serial = 0;
export function invoiceInput(over: Partial<Gstr1InvoiceInput> = {}): Gstr1InvoiceInput {
  serial += 1;
  const taxable = over.taxablePaise ?? 1_000_00;
  const intra = (over.supplyType ?? 'intra_state') === 'intra_state';
  const half = Math.round((taxable * 900) / 10000);
  const whole = Math.round((taxable * 1800) / 10000);
  const tax = intra ? 2 * half : whole;
  const base: Gstr1InvoiceInput = {
    number: `KAINV/26-27/${String(serial).padStart(4, '0')}`,
    date: '2026-10-05',
    status: 'issued',
    gstCategory: 'regular',
    recipientGstin: '29AAACB1234C1Z5',
    recipientName: 'Bangalore Traders',
    supplyType: 'intra_state',
    placeOfSupplyCode: '29',
    placeOfSupplyName: 'Karnataka',
    sacCode: '998221',
    sacDescription: 'Accounting and bookkeeping services',
    cgstBp: intra ? 900 : 0,
    sgstBp: intra ? 900 : 0,
    igstBp: intra ? 0 : 1800,
    taxablePaise: taxable,
    cgstPaise: intra ? half : 0,
    sgstPaise: intra ? half : 0,
    igstPaise: intra ? 0 : whole,
    totalPaise: taxable + tax,
  };
  return { ...base, ...over };
}

export function noteInput(
  invoice: Gstr1InvoiceInput,
  taxablePaise: number,
  over: Partial<Gstr1CreditNoteInput> = {},
): Gstr1CreditNoteInput {
  const share = (paise: number) => Math.round((paise * taxablePaise) / invoice.taxablePaise);
  const cgst = share(invoice.cgstPaise);
  const sgst = share(invoice.sgstPaise);
  const igst = share(invoice.igstPaise);
  serial += 1;
  return {
    number: `KACN/26-27/${String(serial).padStart(4, '0')}`,
    date: '2026-10-20',
    status: 'issued',
    invoice,
    taxablePaise,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
    totalPaise: taxablePaise + cgst + sgst + igst,
    ...over,
  };
}
