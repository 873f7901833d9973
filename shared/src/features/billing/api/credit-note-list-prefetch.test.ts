import { describeListPrefetch, emptyListAnswer } from '@firm/shared/ui/testing';
import { creditNoteList } from './credit-notes';
import { CREDIT_NOTE_LIST_DEFAULTS, prefetchCreditNoteList } from './credit-note-list-prefetch';

describeListPrefetch('the credit notes list asked for as the page opens', [
  {
    name: 'lands under the key the Credit Notes screen reads, with the view of the address',
    prefetch: prefetchCreditNoteList,
    resource: creditNoteList,
    defaults: CREDIT_NOTE_LIST_DEFAULTS,
    location: { pathname: '/dashboard/admin/credit-notes', search: '?page=2&client_id=7' },
    answer: emptyListAnswer('credit_notes', { page: 2, limit: 10 }),
    page: { rows: [] },
    call: { url: '/api/credit-notes', params: { page: '2', client_id: '7', sort: 'date', order: 'desc', limit: '10' } },
  },
]);
