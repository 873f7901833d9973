import { waitFor } from '@testing-library/react';
import { queryClient } from '@firm/shared/runtime';
import { mockApi } from '@firm/shared/runtime/testing';
import { arrivalListParams } from '@firm/shared/ui';
import { creditNoteList } from '@firm/shared/features/credit-notes/api/credit-notes';
import { CREDIT_NOTE_LIST_DEFAULTS, prefetchCreditNoteList } from './credit-note-list-prefetch';

afterEach(() => queryClient.clear());

describe('the credit notes list asked for as the page opens', () => {
  it('lands under the key the Credit Notes screen reads, with the view of the address', async () => {
    const calls = mockApi(() => ({
      status: 200,
      data: { success: true, data: { credit_notes: [] }, pagination: { page: 2, limit: 10, total: 0, pages: 0 } },
    }));
    const location = { pathname: '/dashboard/admin/credit-notes', search: '?page=2&client_id=7' };
    prefetchCreditNoteList(location);
    const key = creditNoteList.list(arrivalListParams(CREDIT_NOTE_LIST_DEFAULTS, location)).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)).toMatchObject({ rows: [] }));
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/credit-notes',
        params: expect.objectContaining({ page: '2', client_id: '7', sort: 'date', order: 'desc', limit: '10' }),
      }),
    ]);
  });
});
