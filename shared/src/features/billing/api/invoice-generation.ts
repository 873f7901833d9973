import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { invoicePreviewSchema, invoiceSchema, type Invoice, type InvoicePreview } from '@firm/shared/domain/invoice';
import { officeListAnswerSchema, type OfficeView } from '@firm/shared/domain/offices';
import { http } from '@firm/shared/runtime';
import { answerData, useCacheWrite } from '@firm/shared/ui';

// Generating a closed Project's invoice (spec 02 §2.1): the server's preview of it, then the issue. Every
// amount, rate and the number are the server's; the screen only shows them.

/** The queries' own first key part: the Projects screen that opens the dialog refreshes its lists itself. */
const GENERATION_KEY = 'invoice-generation';

const previewAnswer = z.object({ data: invoicePreviewSchema });
const generateAnswer = z.object({ message: z.string().optional(), data: invoiceSchema });

export const getInvoicePreview = (projectId: number): Promise<InvoicePreview> =>
  answerData(previewAnswer, http.get('/api/invoice/preview', { params: { task_id: String(projectId) } }));

/** The issued invoice and the server's words: an e-invoiced one whose IRN failed is issued, but says so. */
export type GeneratedInvoice = { invoice: Invoice; message: string | null };

export async function generateInvoice(projectId: number): Promise<GeneratedInvoice> {
  const { data } = await http.post('/api/invoice/generate', { task_id: projectId });
  const answer = generateAnswer.parse(data);
  return { invoice: answer.data, message: answer.message ?? null };
}

/** The firm's offices, to choose the one a Project's invoice is issued from. */
export async function getBillingOffices(): Promise<OfficeView[]> {
  return (await answerData(officeListAnswerSchema, http.get('/api/master/offices'))).offices;
}

/** PUT /api/tasks/{id}/billing-office: the Project's office, over the client's; null goes back to the client's. */
export async function setProjectBillingOffice({ projectId, officeId }: { projectId: number; officeId: number | null }) {
  await http.put(`/api/tasks/${projectId}/billing-office`, { office_id: officeId });
}

export const billingOfficesQuery = () =>
  queryOptions({ queryKey: [GENERATION_KEY, 'billing-offices'] as const, queryFn: getBillingOffices, staleTime: 60_000 });

export const invoicePreviewQuery = (projectId: number) =>
  queryOptions({
    queryKey: [GENERATION_KEY, 'invoice-preview', projectId] as const,
    queryFn: () => getInvoicePreview(projectId),
    staleTime: 0,
  });

/**
 * The invoiced Project leaves the Projects lists (the server's rule): `onGenerated` is the opener's reload of
 * them, run here so it happens even when the dialog has closed before the answer.
 */
export function useGenerateInvoice(onGenerated?: () => unknown) {
  return useMutation({ mutationFn: generateInvoice, onSuccess: () => onGenerated?.() });
}

/** The preview follows the office chosen: its GSTIN, state, series and so the tax heads. */
export const useSetProjectBillingOffice = () =>
  useCacheWrite(setProjectBillingOffice, (queryClient, _answer, { projectId }) =>
    queryClient.invalidateQueries({ queryKey: invoicePreviewQuery(projectId).queryKey }),
  );
