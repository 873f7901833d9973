import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { einvoiceSettingsAnswerSchema, type EinvoiceSettings, type EinvoiceSettingsAnswer } from '@firm/shared/domain/einvoice';
import { invoiceDetailSchema, type InvoiceDetail } from '@firm/shared/domain/invoice';
import { http } from '@firm/shared/runtime';
import { showInvoiceAnswer } from './invoices';

// e-Invoicing: the firm's setting, and the retry of an invoice's IRN registration.

const settingsAnswer = z.object({ data: einvoiceSettingsAnswerSchema });
const retryAnswer = z.object({ message: z.string(), data: invoiceDetailSchema });

export async function getEinvoiceSettings(): Promise<EinvoiceSettingsAnswer> {
  const { data } = await http.get('/api/settings/einvoice');
  return settingsAnswer.parse(data).data;
}

export async function saveEinvoiceSettings(body: EinvoiceSettings): Promise<EinvoiceSettingsAnswer> {
  const { data } = await http.put('/api/settings/einvoice', body);
  return settingsAnswer.parse(data).data;
}

/** POST /api/invoices/{id}/einvoice/retry: the invoice as it now stands, registered or failed again, and the server's words. */
export async function retryEinvoice(id: number): Promise<{ message: string; detail: InvoiceDetail }> {
  const { data } = await http.post(`/api/invoices/${id}/einvoice/retry`);
  const answer = retryAnswer.parse(data);
  return { message: answer.message, detail: answer.data };
}

export const einvoiceQueries = {
  settings: () => queryOptions({ queryKey: ['settings', 'einvoice'] as const, queryFn: getEinvoiceSettings }),
};

export function useSaveEinvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEinvoiceSettings,
    onSuccess: (settings) => queryClient.setQueryData(einvoiceQueries.settings().queryKey, settings),
  });
}

/** The open detail takes the answer; the lists (the IRN column) reload. */
export function useRetryEinvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryEinvoice(id),
    onSuccess: ({ detail }) => showInvoiceAnswer(queryClient, id, detail),
  });
}
