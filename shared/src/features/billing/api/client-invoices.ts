import { clientInvoiceListAnswerSchema } from '@firm/shared/domain/client-portal';
import { clientListEndpoint, listResource } from '@firm/shared/ui';

// GET /api/client-portal/invoices (spec 02 §7): the signed-in contact's invoices with the
// stored client id the spec's call carries (the server answers the contact's own client whatever is
// sent), keyed under ['client-portal'] (client-portal-key.ts).

export const clientInvoiceList = (clientId: string) =>
  listResource({
    ...clientListEndpoint('invoices', clientId),
    schema: clientInvoiceListAnswerSchema,
    select: (answer) => ({ rows: answer.data.invoices, summary: answer.data.summary, pagination: answer.data.pagination }),
  });
