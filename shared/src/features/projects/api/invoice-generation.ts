import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invoicePreviewSchema, invoiceSchema, type Invoice, type InvoicePreview } from '@firm/shared/domain/invoice';
import { http } from '@firm/shared/runtime';
import { projectQueries } from './projects';

// Generating a closed Project's invoice (spec 02 §2.1): the server's preview of it, then the issue. Every
// amount, rate and the number are the server's; the screen only shows them.

const previewAnswer = z.object({ data: invoicePreviewSchema });
const generateAnswer = z.object({ data: invoiceSchema });

export async function getInvoicePreview(projectId: number): Promise<InvoicePreview> {
  const { data } = await http.get('/api/invoice/preview', { params: { task_id: String(projectId) } });
  return previewAnswer.parse(data).data;
}

export async function generateInvoice(projectId: number): Promise<Invoice> {
  const { data } = await http.post('/api/invoice/generate', { task_id: projectId });
  return generateAnswer.parse(data).data;
}

export const invoicePreviewQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...projectQueries.all(), 'invoice-preview', projectId] as const,
    queryFn: () => getInvoicePreview(projectId),
    staleTime: 0,
  });

/** The invoiced Project leaves the lists (the server's rule), so they reload. */
export function useGenerateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueries.lists() }),
  });
}
