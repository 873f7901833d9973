import { checkedReply, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { clientFilingsAnswerSchema, type ClientFiling } from '@firm/shared/domain/compliance';

// Tests only: the client portal's filings on a fake server, checked against the route's answer schema.

const daysFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The answer to GET /api/client-portal/filings: `filings` (sorted by due date, as the server sorts them) in
 * the window of the next 45 days and the last 30; undefined for any other call (to compose fakes).
 */
export function clientFilingsReply(filings: readonly ClientFiling[], request: MockRequest): MockReply | undefined {
  if (request.url !== '/api/client-portal/filings') return undefined;
  const today = daysFrom(0);
  return checkedReply(clientFilingsAnswerSchema, {
    status: 200,
    data: { success: true, data: { today, from: daysFrom(-30), until: daysFrom(45), filings: [...filings] } },
  });
}
