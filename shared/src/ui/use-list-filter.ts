import { useMemo, useState } from 'react';
import { matchesStatus, type StatusFilterValue } from './status-filter';

/**
 * A list page's search box and status filter. `searchText` names the texts a search looks in; keep it
 * outside the component, since they are lower-cased once per load, not once per keystroke, so a list
 * of 10,000 filters quickly.
 */
export function useListFilter<T extends { is_active: boolean }>(all: readonly T[] | undefined, searchText: (row: T) => string[]) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilterValue>('all');
  const term = search.trim().toLowerCase();
  const indexed = useMemo(() => (all ?? []).map((row) => ({ row, texts: searchText(row).map((text) => text.toLowerCase()) })), [all, searchText]);
  const rows = useMemo(
    () => indexed.filter(({ row, texts }) => matchesStatus(row.is_active, status) && (!term || texts.some((text) => text.includes(term)))).map(({ row }) => row),
    [indexed, status, term],
  );
  return { rows, setSearch, status, setStatus, filtering: term !== '' || status !== 'all' };
}
