import { z } from 'zod';
import { einvoiceSettingsAnswerSchema, type EinvoiceSettings, type EinvoiceSettingsAnswer } from '@firm/shared/domain/einvoice';
import { invoiceDetailSchema, type InvoiceDetail } from '@firm/shared/domain/invoice';
import { http } from '@firm/shared/runtime';
import { settingsResource, useCacheWrite } from '@firm/shared/ui';
import { showInvoiceAnswer } from './invoices';

// e-Invoicing: the firm's setting, and the retry of an invoice's IRN registration.

const settingsAnswer = z.object({ data: einvoiceSettingsAnswerSchema });
const retryAnswer = z.object({ message: z.string(), data: invoiceDetailSchema });

/** GET and PUT /api/settings/einvoice: the saved setting replaces the cached one at once. */
const einvoiceSettings = settingsResource<EinvoiceSettingsAnswer, EinvoiceSettings>({
  key: ['settings', 'einvoice'],
  path: '/api/settings/einvoice',
  answer: settingsAnswer,
});

/** POST /api/invoices/{id}/einvoice/retry: the invoice as it now stands, registered or failed again, and the server's words. */
export async function retryEinvoice(id: number): Promise<{ message: string; detail: InvoiceDetail }> {
  const { data } = await http.post(`/api/invoices/${id}/einvoice/retry`);
  const answer = retryAnswer.parse(data);
  return { message: answer.message, detail: answer.data };
}

export const einvoiceQueries = { settings: einvoiceSettings.query };

export const useSaveEinvoiceSettings = einvoiceSettings.useSave;

/** The open detail takes the answer; the lists (the IRN column) reload. */
export const useRetryEinvoice = (id: number) =>
  useCacheWrite(
    () => retryEinvoice(id),
    (queryClient, { detail }) => showInvoiceAnswer(queryClient, id, detail),
  );
