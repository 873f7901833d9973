import { useState } from 'react';
import type { SortOrder } from '../domain/list/list';
import type { ListParams } from './list-resource';
import type { ServerPaging } from './data-table-types';

/**
 * A server-paged list whose view stays in the component, not the URL (a second list on a page whose URL
 * holds the first one's view): its params, and the DataTable's `server` prop once the total is known.
 * Changing the page size or the sort goes back to page 1.
 */
export function useLocalListParams(defaults: ListParams) {
  const [params, setParams] = useState<ListParams>(defaults);
  const paging = (total: number): ServerPaging => ({
    page: params.page,
    limit: params.limit,
    total,
    sort: params.sort,
    order: params.order,
    onPageChange: (page) => setParams((p) => ({ ...p, page })),
    onLimitChange: (limit) => setParams((p) => ({ ...p, limit, page: 1 })),
    onSortChange: (sort, order) => setParams((p) => ({ ...p, sort, order: order as SortOrder, page: 1 })),
  });
  return { params, paging };
}
