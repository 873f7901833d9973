import type { QueryClient } from '@tanstack/react-query';
import {
  creditNoteAnswerSchema,
  creditNoteCreateAnswerSchema,
  creditNoteListAnswerSchema,
  type CreditNote,
  type CreditNoteCancel,
} from '@firm/shared/domain/credit-note';
import { http } from '@firm/shared/runtime';
import { answerData, invalidateKeys, listAndDetailQueries, listResource, updateCachedRows, useCacheWrite } from '@firm/shared/ui';
import { CREDIT_NOTE_LIST_ENDPOINT } from './credit-note-list-endpoint';

// Credit notes (spec 02 §2.3, §7): the admin's list, one credit note, create and the reason's
// edit, and the PDF. The invoice picker's calls are in ./credit-note-invoices.ts.

/** GET /api/credit-notes: one page, newest first; `search` and `client_id` are the server's filters. */
export const creditNoteList = listResource({
  ...CREDIT_NOTE_LIST_ENDPOINT,
  schema: creditNoteListAnswerSchema,
  select: (answer): { rows: CreditNote[] } => ({ rows: answer.data.credit_notes }),
});

export const getCreditNote = (id: number): Promise<CreditNote> => answerData(creditNoteAnswerSchema, http.get(`/api/credit-notes/${id}`));

/** What the Add Credit Note dialog sends: the invoice by id, the taxable value credited in paise. */
export type CreditNoteCreateBody = { invoice_id: number; credit_note_amount_paise: number; reason?: string };

export const createCreditNote = (body: CreditNoteCreateBody): Promise<CreditNote> =>
  answerData(creditNoteCreateAnswerSchema, http.post('/api/credit-note/create', body));

export const updateCreditNoteReason = (id: number, reason: string): Promise<CreditNote> =>
  answerData(creditNoteAnswerSchema, http.put(`/api/credit-notes/${id}`, { reason }));

/** A write's answer: the credit note as it now stands, and the server's words. */
async function noteAndMessage(call: Promise<{ data: unknown }>): Promise<{ message: string; note: CreditNote }> {
  const answer = creditNoteAnswerSchema.parse((await call).data);
  return { message: answer.message ?? '', note: answer.data };
}

/** POST /api/credit-notes/{id}/einvoice/retry: the credit note as it now stands, registered or failed again, and the server's words. */
export const retryCreditNoteEinvoice = (id: number) => noteAndMessage(http.post(`/api/credit-notes/${id}/einvoice/retry`));

/** POST /api/credit-notes/{id}/cancel: the credit note as cancelled, and the server's words. */
export const cancelCreditNote = (id: number, body: CreditNoteCancel) => noteAndMessage(http.post(`/api/credit-notes/${id}/cancel`, body));

export const creditNoteQueries = listAndDetailQueries(creditNoteList, getCreditNote);

/** The pages a credit note's amount changes besides its own: the picker's invoices and any cached Invoices page. */
const refetchItsInvoices = (queryClient: QueryClient) => invalidateKeys(queryClient, ['credit-note-invoices'], ['invoices']);

/**
 * A new credit note changes the list and its invoice's amount due: the credit notes, the picker's invoices
 * and any cached Invoices page (key 'invoices') are refetched.
 */
export const useCreateCreditNote = () =>
  useCacheWrite(createCreditNote, (queryClient) => {
    invalidateKeys(queryClient, creditNoteQueries.all());
    refetchItsInvoices(queryClient);
  });

/** A credit note as a write answered it: it shows in the open dialog and in every cached page at once (the IRN's state too). */
function showCreditNoteAnswer(queryClient: QueryClient, id: number, note: CreditNote) {
  queryClient.setQueryData(creditNoteQueries.detail(id).queryKey, note);
  updateCachedRows<CreditNote>(queryClient, creditNoteQueries.lists(), (row) => (row.credit_note_id === id ? note : row));
}

export const useUpdateCreditNoteReason = (id: number) =>
  useCacheWrite(
    (reason: string) => updateCreditNoteReason(id, reason),
    (queryClient, saved) => showCreditNoteAnswer(queryClient, id, saved),
  );

export const useRetryCreditNoteEinvoice = (id: number) =>
  useCacheWrite(
    () => retryCreditNoteEinvoice(id),
    (queryClient, { note }) => showCreditNoteAnswer(queryClient, id, note),
  );

/** A file name for the PDF: the number with its slashes made safe ('CN/2026-27/0001' → 'CN-2026-27-0001.pdf'). */
export const creditNotePdfName = (number: string) => `${number.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;

/**
 * Spec 02 §2.3: the PDF opens in a new tab. It is fetched through the authorised client (the link needs the
 * bearer token) and shown from a blob; where the browser blocks the tab, it is saved under its number instead.
 */
export async function openCreditNotePdf(note: Pick<CreditNote, 'creditnote_url' | 'credit_note_number'>): Promise<void> {
  const { data } = await http.get<Blob>(note.creditnote_url, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const opened = window.open(url, '_blank');
  if (!opened) {
    const link = document.createElement('a');
    link.href = url;
    link.download = creditNotePdfName(note.credit_note_number);
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  // The tab has read the blob by then; the URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A cancelled credit note gives its credit back: the open dialog and every cached page show it cancelled at
 * once, and the pages whose amounts it changes (its invoice's amount due, the picker's invoices, any cached
 * Invoices page) are refetched.
 */
export const useCancelCreditNote = (id: number) =>
  useCacheWrite(
    (body: CreditNoteCancel) => cancelCreditNote(id, body),
    (queryClient, { note }) => {
      showCreditNoteAnswer(queryClient, id, note);
      // The invoice's other credit notes show its amount due too.
      invalidateKeys(queryClient, creditNoteQueries.lists());
      refetchItsInvoices(queryClient);
    },
  );
