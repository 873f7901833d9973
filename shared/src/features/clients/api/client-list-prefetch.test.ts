import { describeListPrefetch, emptyListAnswer } from '@firm/shared/ui/testing';
import { clientList } from './clients';
import { CLIENT_LIST_DEFAULTS, prefetchClientList } from './client-list-prefetch';

describeListPrefetch('the Clients list asked for as the page opens', [
  {
    name: 'lands under the key the Clients screen reads, parsed as the screen reads it',
    prefetch: prefetchClientList,
    resource: clientList,
    defaults: CLIENT_LIST_DEFAULTS,
    location: { pathname: '/dashboard/admin/clients', search: '?search=acme' },
    answer: emptyListAnswer('clients', { summary: { counts_by_type: {}, total: 0 } }),
    page: { rows: [], summary: { total: 0 } },
    call: { url: '/api/clients/', params: { search: 'acme' } },
  },
]);
