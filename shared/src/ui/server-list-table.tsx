import { DataTable, type DataTableProps, type ServerPaging } from './data-table';

export type ServerListTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'server' | 'loading' | 'onRetry'> & {
  /** What `useServerList` gives: the server's page, its paging and the query to wait on and retry. */
  list: { rows: readonly T[]; paging: ServerPaging; query: { isPending: boolean; refetch: () => unknown } };
};

/** A list screen's table in server mode: the page `useServerList` fetched, its pager, its loading and its retry. */
export function ServerListTable<T>({ list, retryLabel = 'Try Again', ...props }: ServerListTableProps<T>) {
  return (
    <DataTable
      {...props}
      rows={list.rows}
      server={list.paging}
      loading={list.query.isPending}
      onRetry={() => void list.query.refetch()}
      retryLabel={retryLabel}
    />
  );
}
