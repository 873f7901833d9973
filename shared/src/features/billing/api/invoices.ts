import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  invoiceDetailSchema,
  invoiceListAnswerSchema,
  type InvoiceDetail,
  type InvoiceListRow,
  type InvoiceListSummary,
  type InvoiceRefundCreate,
  type InvoiceStatusUpdate,
} from '@firm/shared/domain/invoice';
import type { InvoiceCancel } from '@firm/shared/domain/invoice';
import { http } from '@firm/shared/runtime';
import { answerData, listAndDetailQueries, listResource, useCacheWrite } from '@firm/shared/ui';
import { INVOICE_LIST_ENDPOINT } from './invoice-list-endpoint';

// The admin's invoices (spec 02 §2.2, §4): the list with its tab counts and money, the detail with payments
// and credit notes, the status change (recorded by the server as payment entries) and the stored PDF.

/** GET /api/invoices: one page of a tab, filtered on the server, with the tab counts and `today`. */
export const invoiceList = listResource({
  ...INVOICE_LIST_ENDPOINT,
  schema: invoiceListAnswerSchema,
  select: (answer): { rows: InvoiceListRow[]; summary: InvoiceListSummary } => ({ rows: answer.data.invoices, summary: answer.summary }),
});

const detailAnswer = z.object({ data: invoiceDetailSchema });

export const getInvoice = (id: number): Promise<InvoiceDetail> => answerData(detailAnswer, http.get(`/api/invoices/${id}`));

/** PUT /api/invoices/{id}/status: the server answers the invoice as it now stands. */
export const updateInvoiceStatus = (id: number, body: InvoiceStatusUpdate): Promise<InvoiceDetail> =>
  answerData(detailAnswer, http.put(`/api/invoices/${id}/status`, body));

export const invoiceQueries = listAndDetailQueries(invoiceList, getInvoice);

/**
 * An invoice as a write answered it: the open detail shows it at once; the lists (amounts, tabs, counts, the
 * Refund due tab, the IRN column) reload.
 */
export function showInvoiceAnswer(queryClient: QueryClient, id: number, detail: InvoiceDetail) {
  queryClient.setQueryData(invoiceQueries.detail(id).queryKey, detail);
  void queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() });
}

/** A write on the invoice whose answer is the invoice as it now stands (showInvoiceAnswer). */
function useInvoiceWrite<Body>(id: number, write: (id: number, body: Body) => Promise<InvoiceDetail>) {
  return useCacheWrite(
    (body: Body) => write(id, body),
    (queryClient, detail) => showInvoiceAnswer(queryClient, id, detail),
  );
}

export const useUpdateInvoiceStatus = (id: number) => useInvoiceWrite(id, updateInvoiceStatus);

/** POST /api/invoices/{id}/refunds: a refund of money received beyond the total; a repeat answers the same. */
export const recordInvoiceRefund = (id: number, body: InvoiceRefundCreate): Promise<InvoiceDetail> =>
  answerData(detailAnswer, http.post(`/api/invoices/${id}/refunds`, body));

export const useRecordInvoiceRefund = (id: number) => useInvoiceWrite(id, recordInvoiceRefund);

/** POST /api/invoices/{id}/cancel: an invoice issued in error, nothing paid or credited on it. */
export const cancelInvoice = (id: number, body: InvoiceCancel): Promise<InvoiceDetail> =>
  answerData(detailAnswer, http.post(`/api/invoices/${id}/cancel`, body));

export const useCancelInvoice = (id: number) => useInvoiceWrite(id, cancelInvoice);
