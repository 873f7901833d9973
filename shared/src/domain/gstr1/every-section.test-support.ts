import { invoiceInput, noteInput, UNREGISTERED, UNTAXED } from './fixtures.test-support';
import type { Gstr1CreditNoteInput, Gstr1Input, Gstr1InvoiceInput } from './input';

// A return with a document in every table of the file: B2B to three recipients (one an SEZ), B2CL in two
// places, B2CS within and between states, exports with and without IGST, Table 8 (nil and exempt), notes on
// B2B, B2CL, export, B2CS and exempt supplies, cancelled documents, two invoice series and HSN on both sides.

export function everySectionReturn(): Gstr1Input {
  const inter = (over: Partial<Gstr1InvoiceInput>) => invoiceInput({ supplyType: 'inter_state', ...over });
  const invoices: Gstr1InvoiceInput[] = [
    invoiceInput({ number: 'KAINV/26-27/0009', date: '2026-10-02', recipientGstin: '29AAACB1234C1Z5', recipientName: 'Bangalore Traders' }),
    inter({
      number: 'KAINV/26-27/0003',
      date: '2026-10-02',
      recipientGstin: '27AAACR5055K1Z7',
      placeOfSupplyCode: '27',
      placeOfSupplyName: 'Maharashtra',
    }),
    invoiceInput({
      number: 'KAINV/26-27/0004',
      date: '2026-10-03',
      recipientGstin: '29AAACB1234C1Z5',
      recipientName: 'Bangalore Traders Pvt',
    }),
    inter({ number: 'KAINV/26-27/0005', gstCategory: 'sez_with_payment', recipientGstin: '29AABCS9999C1Z1', recipientName: 'SEZ Unit' }),
    invoiceInput({ number: 'KAINV/26-27/0006', status: 'cancelled' }),
    inter({
      ...UNREGISTERED,
      number: 'KAINV/26-27/0007',
      placeOfSupplyCode: '33',
      placeOfSupplyName: 'Tamil Nadu',
      taxablePaise: 2_00_000_00,
    }),
    inter({ ...UNREGISTERED, number: 'KAINV/26-27/0008', placeOfSupplyCode: '07', placeOfSupplyName: 'Delhi', taxablePaise: 1_50_000_00 }),
    inter({
      ...UNREGISTERED,
      number: 'KAINV/26-27/0010',
      placeOfSupplyCode: '33',
      placeOfSupplyName: 'Tamil Nadu',
      taxablePaise: 3_00_000_00,
    }),
    invoiceInput({ ...UNREGISTERED, number: 'KAINV/26-27/0011', taxablePaise: 4_000_00 }),
    inter({ ...UNREGISTERED, number: 'KAINV/26-27/0012', placeOfSupplyCode: '27', taxablePaise: 9_000_00 }),
    invoiceInput({
      ...UNREGISTERED,
      ...UNTAXED,
      number: 'KAEXP/26-27/0001',
      gstCategory: 'overseas',
      supplyType: 'export_lut',
      placeOfSupplyCode: null,
      placeOfSupplyName: null,
      taxablePaise: 5_000_00,
      totalPaise: 5_000_00,
    }),
    inter({ ...UNREGISTERED, number: 'KAEXP/26-27/0002', gstCategory: 'overseas', placeOfSupplyCode: null, placeOfSupplyName: null }),
    invoiceInput({ ...UNTAXED, number: 'KAINV/26-27/0013', nilKind: 'nil', taxablePaise: 700_00, totalPaise: 700_00 }),
    invoiceInput({ ...UNREGISTERED, ...UNTAXED, number: 'KAINV/26-27/0014', nilKind: 'exempt', taxablePaise: 300_00, totalPaise: 300_00 }),
    invoiceInput({ number: 'KAINV/26-27/0015', sacCode: '998231', sacDescription: 'Tax consultancy', date: '2026-10-30' }),
    // Table 13's edges: an equal serial written shorter (the first in the return's order closes the range), a
    // number without digits and one of digits only (series of their own).
    invoiceInput({ number: 'KAINV/26-27/15', status: 'cancelled' }),
    invoiceInput({ number: 'MISC', status: 'cancelled' }),
    invoiceInput({ number: '0042', status: 'cancelled' }),
  ];
  const at = (number: string) => invoices.find((i) => i.number === number)!;
  const creditNotes: Gstr1CreditNoteInput[] = [
    noteInput(at('KAINV/26-27/0004'), 100_00, { number: 'KACN/26-27/0002' }),
    noteInput(at('KAINV/26-27/0003'), 200_00, { number: 'KACN/26-27/0001' }),
    noteInput(at('KAINV/26-27/0007'), 10_000_00, { number: 'KACN/26-27/0003' }),
    noteInput(at('KAEXP/26-27/0001'), 500_00, { number: 'KACN/26-27/0004' }),
    noteInput(at('KAEXP/26-27/0002'), 100_00, { number: 'KACN/26-27/0005' }),
    noteInput(at('KAINV/26-27/0011'), 1_000_00, { number: 'KACN/26-27/0006' }),
    noteInput(at('KAINV/26-27/0014'), 100_00, { number: 'KACN/26-27/0007' }),
    noteInput(at('KAINV/26-27/0009'), 50_00, { number: 'KACN/26-27/0008', status: 'cancelled' }),
  ];
  return { gstin: '29AAHFK4108N1ZZ', period: '2026-10', invoices, creditNotes };
}
