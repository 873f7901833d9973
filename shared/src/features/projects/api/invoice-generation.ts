import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invoicePreviewSchema, invoiceSchema, type Invoice, type InvoicePreview } from '@firm/shared/domain';
import { http } from '@firm/shared/runtime';
import { taskQueries } from './tasks';

// Generating a closed Project's invoice (spec 02 §2.1): the server's preview of it, then the issue. Every
// amount, rate and the number are the server's; the screen only shows them.

const previewAnswer = z.object({ data: invoicePreviewSchema });
const generateAnswer = z.object({ data: invoiceSchema });

export async function getInvoicePreview(taskId: number): Promise<InvoicePreview> {
  const { data } = await http.get('/api/invoice/preview', { params: { task_id: String(taskId) } });
  return previewAnswer.parse(data).data;
}

export async function generateInvoice(taskId: number): Promise<Invoice> {
  const { data } = await http.post('/api/invoice/generate', { task_id: taskId });
  return generateAnswer.parse(data).data;
}

export const invoicePreviewQuery = (taskId: number) =>
  queryOptions({
    queryKey: [...taskQueries.all(), 'invoice-preview', taskId] as const,
    queryFn: () => getInvoicePreview(taskId),
    staleTime: 0,
  });

/** The invoiced Project leaves the lists (the server's rule), so they reload. */
export function useGenerateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskQueries.lists() }),
  });
}
