import type { ReactNode } from 'react';
import { Stack, type SxProps, type Theme } from '@mui/material';
import type { ListParams } from './list-resource';
import { SearchField } from './search-field';
import { StatusFilter } from './status-filter';
import { statusFromQuery, statusToQuery } from './use-server-list';

/** What the bar needs of `useServerList`'s answer. */
export type SearchableList = {
  params: Pick<ListParams, 'search' | 'filters'>;
  setSearch: (search: string) => void;
  setFilter: (name: string, value: string) => void;
};

export type ListSearchBarProps = {
  list: SearchableList;
  placeholder: string;
  /** The screen's own filters, after the status. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
};

/** A master list's search box and Active/Inactive filter (?search, ?is_active), then any filter of its own. */
export function ListSearchBar({ list, placeholder, children, sx }: ListSearchBarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={sx}>
      <SearchField onSearch={list.setSearch} value={list.params.search ?? ''} placeholder={placeholder} />
      <StatusFilter
        value={statusFromQuery(list.params.filters?.is_active)}
        onChange={(status) => list.setFilter('is_active', statusToQuery(status))}
      />
      {children}
    </Stack>
  );
}
