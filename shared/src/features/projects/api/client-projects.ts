import { clientTaskListAnswerSchema } from '@firm/shared/domain/client-portal';
import { clientListEndpoint, listResource } from '@firm/shared/ui';

// GET /api/client-portal/tasks (spec 02 §7): the signed-in contact's Projects, with the stored client
// id the spec's call carries. The server answers the contact's own client whatever is sent; signing
// out clears the query cache, so one client's pages never show to the next. Keyed under
// ['client-portal'] with the client's invoices, so what refreshes the portal (a payment) refreshes both.

export const clientProjectList = (clientId: string) =>
  listResource({
    ...clientListEndpoint('tasks', clientId),
    schema: clientTaskListAnswerSchema,
    select: (answer) => ({ rows: answer.data.tasks, summary: answer.summary, pagination: answer.data.pagination }),
  });
