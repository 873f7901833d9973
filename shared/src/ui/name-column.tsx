import { Box } from '@mui/material';
import type { DataTableColumn } from './data-table-types';

/** A list's leading column: each row's name in bold, the column sorting by it. */
export function nameColumn<T>(id: string, label: string, nameOf: (row: T) => string): DataTableColumn<T> {
  return {
    id,
    label,
    render: (row) => (
      <Box component="span" sx={{ fontWeight: 600 }}>
        {nameOf(row)}
      </Box>
    ),
    sortValue: nameOf,
  };
}
