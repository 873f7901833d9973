import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  GSTR1_SECTIONS,
  gstr1KindOf,
  shiftMonth,
  type Gstr1Answer,
  type Gstr1B2csRow,
  type Gstr1HsnRow,
  type Gstr1InvoiceRow,
  type Gstr1NoteRow,
  type Gstr1Totals,
} from '@firm/shared/domain/report';
import type { Db } from '../../db/database';
import { creditNotes, invoices } from '../../db/schema-invoices';

// GSTR-1 for one month from the invoices as issued (their copies of the parties, place of supply and tax
// heads) and the month's credit notes. The sections and their rules are documented in gstr1-report.ts.

type Data = Gstr1Answer['data'];

const invoiceColumns = {
  id: invoices.id,
  number: invoices.invoiceNumber,
  date: invoices.invoiceDate,
  gstin: invoices.recipientGstin,
  name: invoices.recipientName,
  supplyType: invoices.supplyType,
  posCode: invoices.placeOfSupplyCode,
  posName: invoices.placeOfSupplyName,
  sac: invoices.sacCode,
  sacDescription: invoices.sacDescription,
  taxable: invoices.taxablePaise,
  cgstBp: invoices.cgstBp,
  sgstBp: invoices.sgstBp,
  igstBp: invoices.igstBp,
  cgst: invoices.cgstPaise,
  sgst: invoices.sgstPaise,
  igst: invoices.igstPaise,
  total: invoices.totalPaise,
};
type Nullable<K extends keyof typeof invoiceColumns> = (typeof invoiceColumns)[K]['_']['notNull'] extends true ? never : null;
type InvoiceRaw = { [K in keyof typeof invoiceColumns]: (typeof invoiceColumns)[K]['_']['data'] | Nullable<K> };

/** GSTR-1's place of supply: '27-Maharashtra'; an export is '96-Other Countries'. */
const placeOf = (i: InvoiceRaw) => (i.posCode ? `${i.posCode}-${i.posName}` : '96-Other Countries');
const rateOf = (i: InvoiceRaw) => (i.supplyType === 'intra_state' ? i.cgstBp + i.sgstBp : i.igstBp);
const kindOf = (i: InvoiceRaw) =>
  gstr1KindOf({ gstin: i.gstin, supply_type: i.supplyType, invoice_value_paise: i.total, invoice_date: i.date });
const taxesOf = (t: { taxable: number; igst: number; cgst: number; sgst: number }, sign = 1) => ({
  taxable_paise: sign * t.taxable,
  igst_paise: sign * t.igst,
  cgst_paise: sign * t.cgst,
  sgst_paise: sign * t.sgst,
});

function invoiceRow(i: InvoiceRaw): Gstr1InvoiceRow {
  return {
    invoice_id: i.id,
    invoice_number: i.number,
    invoice_date: i.date,
    gstin: i.gstin,
    recipient_name: i.name,
    invoice_value_paise: i.total,
    place_of_supply: placeOf(i),
    rate_bp: rateOf(i),
    ...taxesOf(i),
  };
}

type Taxes = Pick<Gstr1B2csRow, 'taxable_paise' | 'igst_paise' | 'cgst_paise' | 'sgst_paise'>;
function addTaxes<T extends Taxes>(into: T, from: Taxes): T {
  into.taxable_paise += from.taxable_paise;
  into.igst_paise += from.igst_paise;
  into.cgst_paise += from.cgst_paise;
  into.sgst_paise += from.sgst_paise;
  return into;
}

const zero = (): Gstr1Totals => ({ count: 0, value_paise: 0, taxable_paise: 0, igst_paise: 0, cgst_paise: 0, sgst_paise: 0 });
const valueOf = (row: Record<string, unknown> & Taxes): number =>
  typeof row.invoice_value_paise === 'number'
    ? row.invoice_value_paise
    : typeof row.note_value_paise === 'number'
      ? row.note_value_paise
      : typeof row.total_value_paise === 'number'
        ? row.total_value_paise
        : row.taxable_paise + row.igst_paise + row.cgst_paise + row.sgst_paise;
function totalsOf(rows: readonly (Record<string, unknown> & Taxes)[]): Gstr1Totals {
  const t = zero();
  for (const row of rows) {
    t.count += 1;
    t.value_paise += valueOf(row);
    addTaxes(t, row);
  }
  return t;
}

export async function gstr1Of(db: Db, organizationId: number, month: string): Promise<Gstr1Answer> {
  const first = `${month}-01`;
  const next = `${shiftMonth(month, -1)}-01`;
  const [issued, notes] = await Promise.all([
    db
      .select(invoiceColumns)
      .from(invoices)
      .where(
        and(
          eq(invoices.organizationId, organizationId),
          eq(invoices.status, 'issued'),
          gte(invoices.invoiceDate, first),
          lt(invoices.invoiceDate, next),
        ),
      )
      .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber)),
    db
      .select({
        note: {
          id: creditNotes.id,
          number: creditNotes.creditNoteNumber,
          date: creditNotes.creditNoteDate,
          taxable: creditNotes.taxablePaise,
          cgst: creditNotes.cgstPaise,
          sgst: creditNotes.sgstPaise,
          igst: creditNotes.igstPaise,
          total: creditNotes.totalPaise,
        },
        invoice: invoiceColumns,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(
        and(
          eq(creditNotes.organizationId, organizationId),
          eq(creditNotes.status, 'issued'),
          gte(creditNotes.creditNoteDate, first),
          lt(creditNotes.creditNoteDate, next),
        ),
      )
      .orderBy(asc(creditNotes.creditNoteDate), asc(creditNotes.creditNoteNumber)),
  ]);

  const data: Data = { b2b: [], b2cl: [], b2cs: [], exp: [], cdnr: [], cdnur: [], hsn: [] };
  const b2cs = new Map<string, Gstr1B2csRow>();
  const hsn = new Map<string, Gstr1HsnRow>();
  const toB2cs = (i: InvoiceRaw, taxes: Taxes) => {
    const key = `${placeOf(i)}|${i.supplyType}|${rateOf(i)}`;
    const row = b2cs.get(key) ?? {
      place_of_supply: placeOf(i),
      supply_type: i.supplyType as Gstr1B2csRow['supply_type'],
      rate_bp: rateOf(i),
      ...taxesOf({ taxable: 0, igst: 0, cgst: 0, sgst: 0 }),
    };
    b2cs.set(key, addTaxes(row, taxes));
  };
  const toHsn = (i: InvoiceRaw, taxes: Taxes, value: number) => {
    const key = `${i.sac}|${rateOf(i)}`;
    const row = hsn.get(key) ?? {
      sac_code: i.sac,
      description: i.sacDescription,
      rate_bp: rateOf(i),
      total_value_paise: 0,
      ...taxesOf({ taxable: 0, igst: 0, cgst: 0, sgst: 0 }),
    };
    row.total_value_paise += value;
    hsn.set(key, addTaxes(row, taxes));
  };

  for (const i of issued) {
    const kind = kindOf(i);
    if (kind === 'b2cs') toB2cs(i, taxesOf(i));
    else data[kind].push(invoiceRow(i));
    toHsn(i, taxesOf(i), i.total);
  }
  for (const { note, invoice } of notes) {
    const kind = kindOf(invoice);
    const reversed = taxesOf(note, -1);
    toHsn(invoice, reversed, -note.total);
    // A note against a B2CS supply is netted into B2CS (GSTR-1 takes B2CS net); the others are reported as notes.
    if (kind === 'b2cs') {
      toB2cs(invoice, reversed);
      continue;
    }
    const row: Gstr1NoteRow = {
      credit_note_id: note.id,
      note_number: note.number,
      note_date: note.date,
      invoice_number: invoice.number,
      invoice_date: invoice.date,
      gstin: invoice.gstin,
      recipient_name: invoice.name,
      ur_type: kind === 'b2b' ? null : kind === 'b2cl' ? 'B2CL' : 'EXPWOP',
      place_of_supply: placeOf(invoice),
      note_value_paise: note.total,
      rate_bp: rateOf(invoice),
      ...taxesOf(note),
    };
    (kind === 'b2b' ? data.cdnr : data.cdnur).push(row);
  }

  const byGstin = (a: { gstin: string | null; invoice_number: string }, b: typeof a) =>
    (a.gstin ?? '').localeCompare(b.gstin ?? '') || a.invoice_number.localeCompare(b.invoice_number);
  data.b2b.sort(byGstin);
  data.cdnr.sort((a, b) => byGstin(a, b) || a.note_number.localeCompare(b.note_number));
  data.b2cs = [...b2cs.values()].sort((a, b) => a.place_of_supply.localeCompare(b.place_of_supply) || a.rate_bp - b.rate_bp);
  data.hsn = [...hsn.values()].sort((a, b) => a.sac_code.localeCompare(b.sac_code) || a.rate_bp - b.rate_bp);

  const sections = Object.fromEntries(GSTR1_SECTIONS.map((s) => [s, totalsOf(data[s])])) as Gstr1Answer['summary']['sections'];
  const invoiceTotals = totalsOf(issued.map(invoiceRow));
  const noteTotals = totalsOf(notes.map(({ note }) => ({ ...taxesOf(note), note_value_paise: note.total })));
  const net = { ...zero(), count: invoiceTotals.count - noteTotals.count };
  for (const key of ['value_paise', 'taxable_paise', 'igst_paise', 'cgst_paise', 'sgst_paise'] as const)
    net[key] = invoiceTotals[key] - noteTotals[key];
  return { success: true, data, summary: { month, sections, invoices: invoiceTotals, credit_notes: noteTotals, net } };
}
