import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
import { http } from '@firm/shared/runtime';
import { listResource } from '@firm/shared/ui';
import { INVOICE_LIST_ENDPOINT } from './invoice-list-prefetch';

// The admin's invoices (spec 02 §2.2, §4): the list with its tab counts and money, the detail with payments
// and credit notes, the status change (recorded by the server as payment entries) and the stored PDF.

/** GET /api/invoices: one page of a tab, filtered on the server, with the tab counts and `today`. */
export const invoiceList = listResource({
  ...INVOICE_LIST_ENDPOINT,
  schema: invoiceListAnswerSchema,
  select: (answer): { rows: InvoiceListRow[]; summary: InvoiceListSummary } => ({ rows: answer.data.invoices, summary: answer.summary }),
});

const detailAnswer = z.object({ data: invoiceDetailSchema });

export async function getInvoice(id: number): Promise<InvoiceDetail> {
  const { data } = await http.get(`/api/invoices/${id}`);
  return detailAnswer.parse(data).data;
}

/** PUT /api/invoices/{id}/status: the server answers the invoice as it now stands. */
export async function updateInvoiceStatus(id: number, body: InvoiceStatusUpdate): Promise<InvoiceDetail> {
  const { data } = await http.put(`/api/invoices/${id}/status`, body);
  return detailAnswer.parse(data).data;
}

export const invoiceQueries = {
  all: invoiceList.all,
  lists: invoiceList.lists,
  list: invoiceList.list,
  detail: (id: number) => queryOptions({ queryKey: [...invoiceList.all(), 'detail', id] as const, queryFn: () => getInvoice(id) }),
};

/** The open detail shows the server's answer at once; the lists (amounts, tabs, counts) reload. */
export function useUpdateInvoiceStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceStatusUpdate) => updateInvoiceStatus(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(invoiceQueries.detail(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() });
    },
  });
}

/** POST /api/invoices/{id}/refunds (issue 24): a refund of money received beyond the total; a repeat answers the same. */
export async function recordInvoiceRefund(id: number, body: InvoiceRefundCreate): Promise<InvoiceDetail> {
  const { data } = await http.post(`/api/invoices/${id}/refunds`, body);
  return detailAnswer.parse(data).data;
}

/** As the status change: the open detail takes the answer, the lists (Refund due tab, counts) reload. */
export function useRecordInvoiceRefund(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceRefundCreate) => recordInvoiceRefund(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(invoiceQueries.detail(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() });
    },
  });
}

/** 'INV/2026-27/0001' → 'INV-2026-27-0001.pdf': a file name without the number's slashes. */
export const invoicePdfFileName = (invoiceNumber: string) => `${invoiceNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;

/** The PDF needs the bearer token, so it comes through the shared client as a blob, never as a plain link. */
async function fetchInvoicePdf(url: string): Promise<string> {
  const { data } = await http.get<Blob>(url, { responseType: 'blob' });
  return URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
}

const revokeLater = (objectUrl: string) => setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);

function saveAs(objectUrl: string, invoiceNumber: string) {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = invoicePdfFileName(invoiceNumber);
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Opens the invoice's PDF in a new tab. The tab is opened before the download, inside the click, so no
 * pop-up blocker stops it, and closed again when the PDF cannot be had; where the browser refuses a tab
 * anyway, the PDF is saved instead. Rejects when the PDF is not available.
 */
export async function openInvoicePdf(url: string, invoiceNumber: string): Promise<void> {
  if (!url) throw new Error('No PDF');
  const tab = window.open('', '_blank');
  try {
    const objectUrl = await fetchInvoicePdf(url);
    if (tab) tab.location.href = objectUrl;
    else saveAs(objectUrl, invoiceNumber);
    revokeLater(objectUrl);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves the invoice's PDF under its number. Rejects when the PDF is not available. */
export async function downloadInvoicePdf(url: string, invoiceNumber: string): Promise<void> {
  if (!url) throw new Error('No PDF');
  const objectUrl = await fetchInvoicePdf(url);
  saveAs(objectUrl, invoiceNumber);
  revokeLater(objectUrl);
}
