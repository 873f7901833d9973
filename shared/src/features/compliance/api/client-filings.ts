import { clientFilingsAnswerSchema } from '@firm/shared/domain/compliance';
import { http } from '@firm/shared/runtime';

// GET /api/client-portal/filings: the client's filings due soon, with what is done. Loaded with
// the dashboard's first call for them, so that its schema (zod) is not in the role's first navigation.

export async function fetchClientFilings() {
  return clientFilingsAnswerSchema.parse((await http.get('/api/client-portal/filings')).data).data;
}
