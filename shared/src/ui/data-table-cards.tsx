import { Box, Paper, Skeleton, Typography, type SxProps, type Theme } from '@mui/material';
import type { DataTableColumn } from './data-table-types';

export type DataTableCardsProps<T> = {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string | number;
  ariaLabel: string;
  loading: boolean;
  emptyText: string;
  rowSx?: (row: T) => SxProps<Theme> | undefined;
};

const byPlace = <T,>(columns: readonly DataTableColumn<T>[], place: DataTableColumn<T>['card']) =>
  columns.filter((column) => column.card === place);

/**
 * A phone's view of the table: each row a card of the columns the screen declared, its title, its
 * labelled fields two to a line where they fit, and its actions in a row of their own, so nothing needs a
 * sideways scroll. Figures stay on one line.
 */
export function DataTableCards<T>({ rows, columns, getRowId, ariaLabel, loading, emptyText, rowSx }: DataTableCardsProps<T>) {
  const titles = byPlace(columns, 'title');
  const fields = byPlace(columns, 'field');
  const actions = byPlace(columns, 'actions');
  if (!loading && rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label={ariaLabel}
      aria-busy={loading}
      sx={{ listStyle: 'none', m: 0, p: { xs: 1, sm: 1.5 }, display: 'grid', gap: 1.5 }}
    >
      {loading
        ? Array.from({ length: 3 }, (_, i) => (
            <Box component="li" key={`skeleton-${i}`} data-testid="table-skeleton-row">
              <Skeleton variant="rounded" height={96} />
            </Box>
          ))
        : rows.map((row) => (
            <Paper
              component="li"
              variant="outlined"
              key={getRowId(row)}
              data-testid="data-card"
              sx={[{ p: 1.5, minWidth: 0 }, ...(rowSx ? [rowSx(row) ?? {}] : [])] as SxProps<Theme>}
            >
              {titles.length ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', fontWeight: 700, mb: 1 }}>
                  {titles.map((column) => (
                    <Box key={column.id} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {column.render(row)}
                    </Box>
                  ))}
                </Box>
              ) : null}
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gap: '6px 16px', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 120px), 1fr))' }}
              >
                {fields.map((column) => (
                  <Box key={column.id} sx={{ minWidth: 0 }}>
                    <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                      {column.label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, ...(column.figure ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }) }}
                    >
                      {column.render(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {actions.length ? (
                <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
                  {actions.map((column) => (
                    <Box key={column.id}>{column.render(row)}</Box>
                  ))}
                </Box>
              ) : null}
            </Paper>
          ))}
    </Box>
  );
}
