import { cdnurTypeOf, gstr1Date, gstr1Percent, gstr1Rupees, invoiceTypeOf, isInterState, posOf, rateBpOf } from './classify';
import type { Gstr1CreditNoteInput, Gstr1InvoiceInput } from './input';
import type { B2bInvoice, B2clEntry, CdnrNote, CdnurEntry, ExpEntry, ItemDetail } from './json-types';

// One document as the return's listing tables hold it: Table 4's, 5's and 6A's invoices and Table 9B's
// notes, each under its group's entry (recipient, place of supply, export type). build.ts groups them.

/** A document's tax in paise: its taxable value and each head. */
export type Gstr1DocPaise = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };
type Doc = Gstr1DocPaise;

/** An item's detail: inter-state supplies carry IGST, intra-state CGST and SGST (rupees). */
function itemDetail(invoice: Gstr1InvoiceInput, doc: Doc): ItemDetail {
  const head = isInterState(invoice)
    ? { iamt: gstr1Rupees(doc.igstPaise) }
    : { camt: gstr1Rupees(doc.cgstPaise), samt: gstr1Rupees(doc.sgstPaise) };
  return { txval: gstr1Rupees(doc.taxablePaise), rt: gstr1Percent(rateBpOf(invoice)), ...head, csamt: 0 };
}
/** The offline tool numbers an item by its rate: 18 % → 1801. */
const itemNum = (invoice: Gstr1InvoiceInput) => rateBpOf(invoice) + 1;
const numbered = (invoice: Gstr1InvoiceInput, doc: Doc) => [{ num: itemNum(invoice), itm_det: itemDetail(invoice, doc) }];

/** Table 4's invoice (its recipient's entry holds it). */
export const gstr1B2bInvoice = (i: Gstr1InvoiceInput): B2bInvoice => ({
  inum: i.number,
  idt: gstr1Date(i.date),
  val: gstr1Rupees(i.totalPaise),
  pos: posOf(i),
  rchrg: 'N' as const,
  inv_typ: invoiceTypeOf(i),
  itms: numbered(i, i),
});
/** Table 5's invoice (its place of supply's entry holds it). */
export const gstr1B2clInvoice = (i: Gstr1InvoiceInput): B2clEntry['inv'][number] => ({
  inum: i.number,
  idt: gstr1Date(i.date),
  val: gstr1Rupees(i.totalPaise),
  itms: numbered(i, i),
});
/** Table 6A's invoice (its export type's entry holds it): IGST whatever the supply's heads. */
export function gstr1ExpInvoice(i: Gstr1InvoiceInput): ExpEntry['inv'][number] {
  const item = { ...itemDetail(i, i), iamt: gstr1Rupees(i.igstPaise) };
  delete item.camt;
  delete item.samt;
  return { inum: i.number, idt: gstr1Date(i.date), val: gstr1Rupees(i.totalPaise), itms: [item] };
}

/** Table 9B's note to a registered recipient (its recipient's entry holds it). */
export function gstr1CdnrNote(note: Gstr1CreditNoteInput): CdnrNote {
  const i = note.invoice;
  return {
    ntty: 'C' as const,
    nt_num: note.number,
    nt_dt: gstr1Date(note.date),
    val: gstr1Rupees(note.totalPaise),
    pos: posOf(i),
    rchrg: 'N' as const,
    inv_typ: invoiceTypeOf(i),
    itms: numbered(i, note),
  };
}

/** Table 9B's note to an unregistered recipient or on an export. */
export function gstr1CdnurNote(note: Gstr1CreditNoteInput): CdnurEntry {
  const i = note.invoice;
  const typ = cdnurTypeOf(i);
  const detail = { ...itemDetail(i, note), iamt: gstr1Rupees(note.igstPaise) };
  delete detail.camt;
  delete detail.samt;
  const entry: CdnurEntry = {
    typ,
    ntty: 'C',
    nt_num: note.number,
    nt_dt: gstr1Date(note.date),
    val: gstr1Rupees(note.totalPaise),
    itms: [],
  };
  // An export's note names no state: the place of supply is outside India.
  if (typ === 'B2CL') entry.pos = posOf(i);
  entry.itms = [{ num: itemNum(i), itm_det: detail }];
  return entry;
}
