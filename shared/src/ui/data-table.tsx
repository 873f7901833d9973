import { useMemo, useState } from 'react';
import {
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  type SxProps,
  type Theme,
  TableSortLabel,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { alpha, darken, lighten } from '@mui/material/styles';
import { formatNumber } from '../domain/format/format';
import { ErrorWithRetry } from './load-state';
import { PagePager } from './page-pager';
import { DataTableCards } from './data-table-cards';
import { useFit, useScrollsSideways } from './data-table-fit';
import { compareSortValues, type DataTableColumn, type DataTableProps } from './data-table-types';

export * from './data-table-types';

const mobileHidden = { display: { xs: 'none', md: 'table-cell' } } as const;
const WIDE_SCREEN_PX = 1360;
const narrowHidden = { display: 'none', [`@media (min-width: ${WIDE_SCREEN_PX}px)`]: { display: 'table-cell' } } as const;

function hiddenSx<T>(column: DataTableColumn<T>) {
  if (column.hideBelowWide) return narrowHidden;
  return column.hideOnMobile ? mobileHidden : null;
}

// The body's rows and cells are plain <tr>/<td> with MUI's class names, styled once by the body's sx
// below, as MUI's TableRow (hover) and small TableCell draw them. A page of 25 rows × 7 columns was 200
// styled components, each serialising its styles on every render: about a third of a list screen's
// first render. A row with its own look (`rowSx`) keeps MUI's TableRow.
const BODY_ROW = 'MuiTableRow-root MuiTableRow-hover';
const CELL = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall';
const ALIGN_CLASS = { left: ' MuiTableCell-alignLeft', right: ' MuiTableCell-alignRight', center: ' MuiTableCell-alignCenter' } as const;
const HIDDEN_CLASS = { mobile: ' dt-hide-mobile', narrow: ' dt-hide-narrow' } as const;

function cellClass<T>(column: DataTableColumn<T>): string {
  const hidden = column.hideBelowWide ? HIDDEN_CLASS.narrow : column.hideOnMobile ? HIDDEN_CLASS.mobile : '';
  return `${CELL}${column.align ? ALIGN_CLASS[column.align] : ''}${hidden}${column.figure ? ' dt-figure' : ''}`;
}

const bodySx: SxProps<Theme> = (theme) => ({
  '& > tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
  '& > tr.MuiTableRow-hover:hover': { backgroundColor: theme.palette.action.hover },
  '& > tr > td.MuiTableCell-body': {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${
      theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)
    }`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
  },
  '& > tr > td.MuiTableCell-alignLeft': { textAlign: 'left' },
  '& > tr > td.MuiTableCell-alignCenter': { textAlign: 'center' },
  '& > tr > td.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
  '& > tr > td.dt-hide-mobile': mobileHidden,
  '& > tr > td.dt-hide-narrow': narrowHidden,
  '& > tr > td.dt-figure': { whiteSpace: 'nowrap' },
});

const denseSx: SxProps<Theme> = {
  '& .MuiTableCell-root': { px: 0.75 },
  '& > tbody > tr > td.MuiTableCell-body': { px: 0.75 },
  '& > thead .MuiTableCell-root': { whiteSpace: 'normal', minWidth: 64 },
};
const compactSx: SxProps<Theme> = {
  '& .MuiTableCell-root': { px: 0.5, fontSize: 13 },
  '& > tbody > tr > td.MuiTableCell-body': { px: 0.5, fontSize: 13 },
  '& > thead .MuiTableCell-root': { whiteSpace: 'normal', minWidth: 64 },
};

/**
 * Sorting and paging happen here, over rows the page has already filtered, or on the server (`server`);
 * only one page is rendered.
 */
export function DataTable<T>({
  rows,
  columns: allColumns,
  getRowId,
  ariaLabel,
  loading = false,
  error = null,
  onRetry,
  retryLabel = 'Retry',
  emptyText = 'No records found',
  initialSort,
  pageSize = 25,
  pager = 'rows',
  rowsPerPageOptions = [10, 25, 50, 100],
  server,
  rowSx,
  labelDisplayedRows,
  cardsBelow = 'sm',
  cardsWhenTooWide = true,
  compactWhenDense = false,
}: DataTableProps<T>) {
  const scrolls = useScrollsSideways();
  // A screen that declares card places gets cards below the breakpoint (read at once: no table first).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(cardsBelow), { noSsr: true });
  const canCard = allColumns.some((column) => column.card);
  const fit = useFit(scrolls, canCard && cardsWhenTooWide);
  const dense = fit !== 'loose';
  const asCards = canCard && (narrow || fit === 'cards');
  const columns = useMemo(() => allColumns.filter((column) => !column.onlyOnCard), [allColumns]);
  const [localSort, setSort] = useState(initialSort ?? null);
  const sort = server ? { columnId: server.sort, direction: server.order } : localSort;
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(pageSize);
  const [seenRows, setSeenRows] = useState(rows);
  if (seenRows !== rows) {
    // New filter results start again on the first page.
    setSeenRows(rows);
    setPage(0);
  }

  // In server mode the rows arrive sorted; only a local table sorts what it holds.
  const sortLocally = !server;
  const sorted = useMemo(() => {
    if (!sortLocally) return rows;
    const column = localSort && columns.find((c) => c.id === localSort.columnId);
    if (!localSort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = localSort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compareSortValues(value(a), value(b)));
  }, [rows, columns, localSort, sortLocally]);

  const count = server ? server.total : sorted.length;
  const rowsPerPage = server ? server.limit : perPage;
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const safePage = server ? server.page - 1 : Math.min(page, lastPage);
  const visible = server ? rows : sorted.slice(safePage * perPage, safePage * perPage + perPage);

  const handleSort = (columnId: string) => {
    if (server) {
      server.onSortChange(columnId, server.sort === columnId && server.order === 'asc' ? 'desc' : 'asc');
      return;
    }
    setSort((current) => ({
      columnId,
      direction: current?.columnId === columnId && current.direction === 'asc' ? 'desc' : 'asc',
    }));
  };

  const cellClasses = useMemo(() => columns.map(cellClass), [columns]);

  if (error) return <ErrorWithRetry message={error} onRetry={onRetry} retryLabel={retryLabel} />;

  return (
    <Paper sx={{ width: '100%', overflow: 'hidden' }}>
      {asCards ? (
        <DataTableCards
          rows={visible}
          columns={allColumns}
          getRowId={getRowId}
          ariaLabel={ariaLabel}
          loading={loading}
          emptyText={emptyText}
          rowSx={rowSx}
        />
      ) : (
        <TableContainer
          ref={scrolls.ref}
          sx={{ overflowX: 'auto' }}
          // A table wider than the screen scrolls sideways: keyboard users reach that scroll through focus.
          {...(scrolls.sideways ? { tabIndex: 0, role: 'region', 'aria-label': `${ariaLabel}, scrolls sideways` } : {})}
        >
          <Table
            size="small"
            aria-label={ariaLabel}
            aria-busy={loading}
            // Narrower cells on phones, so the columns left there (name, status, actions) fit 375 px.
            sx={dense ? (compactWhenDense ? compactSx : denseSx) : { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap', width: column.width, ...hiddenSx(column) }}
                    sortDirection={sort?.columnId === column.id ? sort.direction : false}
                  >
                    {column.sortValue ? (
                      <TableSortLabel
                        active={sort?.columnId === column.id}
                        direction={sort?.columnId === column.id ? sort.direction : 'asc'}
                        onClick={() => handleSort(column.id)}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody sx={bodySx}>
              {loading
                ? Array.from({ length: 5 }, (_, i) => (
                    <TableRow key={`skeleton-${i}`} data-testid="table-skeleton-row">
                      {columns.map((column) => (
                        <TableCell key={column.id} sx={hiddenSx(column) ?? undefined}>
                          <Skeleton variant="text" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : visible.map((row) => {
                    const cells = columns.map((column, i) => (
                      <td key={column.id} className={cellClasses[i]}>
                        {column.render(row)}
                      </td>
                    ));
                    const ownSx = rowSx?.(row);
                    return ownSx ? (
                      <TableRow key={getRowId(row)} hover sx={ownSx}>
                        {cells}
                      </TableRow>
                    ) : (
                      <tr key={getRowId(row)} className={BODY_ROW}>
                        {cells}
                      </tr>
                    );
                  })}
              {!loading && visible.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center" sx={{ py: 6 }}>
                    <Typography color="text.secondary">{emptyText}</Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!loading && pager !== 'rows' ? (
        <PagePager
          page={safePage}
          rowsPerPage={rowsPerPage}
          count={count}
          label={pager === 'pages' ? undefined : pager}
          onPageChange={(next) => (server ? server.onPageChange(next + 1) : setPage(next))}
        />
      ) : null}
      {!loading && pager === 'rows' && count > 0 ? (
        <TablePagination
          component="div"
          count={count}
          // A page past the end (a shared link after rows went away) still shows the arrows back.
          page={Math.min(safePage, lastPage)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={rowsPerPageOptions}
          // On a phone the rows-per-page picker would push the page arrows out of view, and longer words
          // (the Projects screens') wrap rather than make the pager a scrolling region.
          sx={{
            '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: { xs: 'none', sm: 'flex' } },
            '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, justifyContent: 'flex-end' },
            '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
          }}
          labelDisplayedRows={
            labelDisplayedRows ?? (({ from, to, count }) => `${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(count)}`)
          }
          onPageChange={(_, next) => (server ? server.onPageChange(next + 1) : setPage(next))}
          onRowsPerPageChange={(event) => {
            if (server) return server.onLimitChange(Number(event.target.value));
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      ) : null}
    </Paper>
  );
}
