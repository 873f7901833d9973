import type { Gstr1DocumentStatus } from './input';
import type { DocDetail, DocRange } from './json-types';

// Table 13, documents issued in the period: per nature of document (1 invoices, 5 credit notes) one range
// per series, from its lowest to its highest number, with how many were issued and how many cancelled. A
// series is a number without its last run of digits ('INV/2026-27/', 'KAINV/2026-27/'). Every issued
// number is a row (issued or cancelled), so total - cancelled = the documents reported in the other tables.

type Numbered = { number: string; status: Gstr1DocumentStatus };

function seriesOf(number: string): { key: string; serial: number } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match ? { key: match[1]!, serial: Number(match[2]) } : { key: number, serial: 0 };
}

export function docRangesOf(documents: readonly Numbered[]): DocRange[] {
  const series = new Map<
    string,
    { from: Numbered & { serial: number }; to: Numbered & { serial: number }; total: number; cancelled: number }
  >();
  for (const doc of documents) {
    const { key, serial } = seriesOf(doc.number);
    const entry = series.get(key);
    const at = { ...doc, serial };
    if (!entry) series.set(key, { from: at, to: at, total: 1, cancelled: doc.status === 'cancelled' ? 1 : 0 });
    else {
      if (serial < entry.from.serial) entry.from = at;
      if (serial > entry.to.serial) entry.to = at;
      entry.total += 1;
      if (doc.status === 'cancelled') entry.cancelled += 1;
    }
  }
  return [...series.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, s], index) => ({
      num: index + 1,
      from: s.from.number,
      to: s.to.number,
      totnum: s.total,
      cancel: s.cancelled,
      net_issue: s.total - s.cancelled,
    }));
}

export function docIssueOf(invoices: readonly Numbered[], creditNotes: readonly Numbered[]): DocDetail[] {
  const details: DocDetail[] = [];
  const invoiceRanges = docRangesOf(invoices);
  if (invoiceRanges.length) details.push({ doc_num: 1, doc_typ: 'Invoices for outward supply', docs: invoiceRanges });
  const noteRanges = docRangesOf(creditNotes);
  if (noteRanges.length) details.push({ doc_num: 5, doc_typ: 'Credit Note', docs: noteRanges });
  return details;
}
