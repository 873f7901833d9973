import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { creditNoteListAnswerSchema, type CreditAmounts, type CreditableInvoice, type CreditNote } from '@firm/shared/domain/credit-note';
import { invoiceDetailSchema, invoiceListAnswerSchema, type InvoiceDetail, type InvoiceListRow } from '@firm/shared/domain/invoice';
import { http } from '@firm/shared/runtime';
import { answerData } from '@firm/shared/ui';

// The Add Credit Note dialog's invoice: found among the invoices with something still due (the Current
// tab), then read in full for its tax heads, and what its earlier credit notes already reversed per head.

/** Text that looks like an invoice number ('INV/2026', '0012') searches numbers; anything else the customer. */
export function invoiceSearchParams(text: string): Record<string, string> {
  const params: Record<string, string> = { tab: 'current', limit: '20' };
  const term = text.trim();
  if (!term) return params;
  if (/\d|^inv/i.test(term)) params.invoice_number = term;
  else params.company = term;
  return params;
}

export async function searchCreditableInvoices(text: string): Promise<InvoiceListRow[]> {
  return (await answerData(invoiceListAnswerSchema, http.get('/api/invoices', { params: invoiceSearchParams(text) }))).invoices;
}

const invoiceDetailAnswer = z.object({ data: invoiceDetailSchema });

/** The invoice in full, and the heads its issued credit notes reversed (fetched only when it has any). */
export type InvoiceForCredit = { invoice: InvoiceDetail; credited: Omit<CreditAmounts, 'total'> };

const NOTHING_CREDITED = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };

/** What the issued credit notes of invoice `invoiceId` among `notes` reversed, head by head. */
export function creditedOf(notes: readonly CreditNote[], invoiceId: number): Omit<CreditAmounts, 'total'> {
  return notes
    .filter((n) => n.invoice_id === invoiceId && n.status === 'issued')
    .reduce(
      (sum, n) => ({
        taxable: sum.taxable + n.taxable_paise,
        cgst: sum.cgst + n.cgst_paise,
        sgst: sum.sgst + n.sgst_paise,
        igst: sum.igst + n.igst_paise,
      }),
      NOTHING_CREDITED,
    );
}

export async function getInvoiceForCredit(id: number): Promise<InvoiceForCredit> {
  const { data } = await http.get(`/api/invoices/${id}`);
  const invoice = invoiceDetailAnswer.parse(data).data;
  if (!invoice.credit_notes.length) return { invoice, credited: NOTHING_CREDITED };
  // The detail's credit note references carry totals only; the list rows carry each head.
  const list = await http.get('/api/credit-notes', { params: { search: invoice.invoice_number, limit: '100' } });
  return { invoice, credited: creditedOf(creditNoteListAnswerSchema.parse(list.data).data.credit_notes, invoice.invoice_id) };
}

/** The invoice's heads as creditNoteAmounts reads them; UTGST is the state head of a Union Territory. */
export function creditableOf(invoice: Pick<InvoiceDetail, 'supply_type' | 'tax_heads' | 'taxable_paise'>): CreditableInvoice {
  const head = (...names: string[]) => invoice.tax_heads.find((h) => names.includes(h.name));
  return {
    supplyType: invoice.supply_type,
    cgstBp: head('CGST')?.rate_bp ?? 0,
    sgstBp: head('SGST', 'UTGST')?.rate_bp ?? 0,
    igstBp: head('IGST')?.rate_bp ?? 0,
    taxable: invoice.taxable_paise,
    cgst: head('CGST')?.amount_paise ?? 0,
    sgst: head('SGST', 'UTGST')?.amount_paise ?? 0,
    igst: head('IGST')?.amount_paise ?? 0,
  };
}

export const creditNoteInvoiceQueries = {
  search: (text: string) =>
    queryOptions({
      queryKey: ['credit-note-invoices', 'search', text.trim()] as const,
      queryFn: () => searchCreditableInvoices(text),
      staleTime: 30_000,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: ['credit-note-invoices', 'detail', id] as const, queryFn: () => getInvoiceForCredit(id) }),
};
