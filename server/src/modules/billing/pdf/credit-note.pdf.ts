import type { CreditAmounts } from '@firm/shared/domain/credit-note';
import type { invoices } from '../../../db/schema-invoices';
import { renderInvoicePdf, type EinvoicePrint } from './invoice.pdf';
import { documentPartiesOf } from './recipient';
import { taxHeadsOf } from './tax-heads';

type InvoiceRow = typeof invoices.$inferSelect;

// The credit note as a PDF (CGST Rules r.53): the invoice's layout with the title 'Credit Note', its own
// number and date, the original invoice's number and date, the same parties, place of supply and SAC as
// the invoice (copied as issued, never re-read from the client), the reason, and the taxable value and
// each head reversed at the invoice's rate. No payment details: nothing is to be paid against it.

export type CreditNoteParticulars = {
  number: string;
  date: string;
  reason: string;
  amounts: CreditAmounts;
  /** The credit note's own IRN, once registered. */
  einvoice?: EinvoicePrint | null;
  /** A credit note cancelled after issue is stamped, as a cancelled invoice is. */
  cancelled?: { day: string; reason: string };
};

export function renderCreditNotePdf(invoice: InvoiceRow, note: CreditNoteParticulars, options: { compress?: boolean } = {}) {
  const { amounts } = note;
  const heads = taxHeadsOf({ ...invoice, cgstPaise: amounts.cgst, sgstPaise: amounts.sgst, igstPaise: amounts.igst });
  return renderInvoicePdf(
    {
      title: 'Credit Note',
      number: note.number,
      date: note.date,
      original: { number: invoice.invoiceNumber, date: invoice.invoiceDate },
      ...documentPartiesOf(invoice),
      // The credit note adjusts a supply made under the invoice's LUT: it quotes the same reference.
      lutReference: invoice.lutReference,
      line: {
        sacCode: invoice.sacCode,
        description: `${invoice.taskName} (${invoice.sacDescription})`,
        detail: invoice.serviceDescription,
      },
      taxablePaise: amounts.taxable,
      heads: heads.map((h) => ({ name: h.name, rateBp: h.rate_bp, amountPaise: h.amount_paise })),
      totalPaise: amounts.total,
      paymentDetails: null,
      reason: note.reason,
      einvoice: note.einvoice ?? null,
      ...(note.cancelled ? { cancelled: note.cancelled } : {}),
    },
    options,
  );
}
