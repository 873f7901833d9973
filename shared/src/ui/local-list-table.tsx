import type { UseQueryResult } from '@tanstack/react-query';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { DataTable } from './data-table';
import type { DataTableProps, ServerPaging } from './data-table-types';

export type LocalListTableProps<T> = Pick<DataTableProps<T>, 'columns' | 'getRowId' | 'ariaLabel' | 'emptyText'> & {
  /** One page of the list, in the view `useLocalListParams` keeps. */
  list: UseQueryResult<{ rows: T[]; pagination: { total: number } }>;
  paging: (total: number) => ServerPaging;
  /** What shows in place of the table when the page failed. */
  failedText: string;
};

/** A list whose view stays in the component (not the URL): pages of the server's rows, a failure with Try Again. */
export function LocalListTable<T>({ list, paging, failedText, ...table }: LocalListTableProps<T>) {
  // A refused view (400) does not show as a failure in place of the table.
  const failed = list.isError && !list.data && toHttpFailure(list.error).status !== 400;
  return (
    <DataTable
      {...table}
      rows={list.data?.rows ?? []}
      server={paging(list.data?.pagination.total ?? 0)}
      pager="pages"
      loading={list.isPending}
      error={failed ? failedText : null}
      onRetry={() => void list.refetch()}
      retryLabel="Try Again"
    />
  );
}
