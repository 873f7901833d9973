import type { ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import type { DataTableColumn } from './data-table-types';

/** A column whose cell never wraps (a date, a phone number): `text` is what it shows. */
export function nowrapColumn<T>({
  text,
  ...column
}: Omit<DataTableColumn<T>, 'render'> & { text: (row: T) => ReactNode }): DataTableColumn<T> {
  return {
    ...column,
    render: (row) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text(row)}
      </Box>
    ),
  };
}

/**
 * A list's number column that opens the row's details: on a laptop the wide table scrolls and Actions
 * may be out of view. It sorts by the number.
 */
export function openLinkColumn<T>(id: string, label: string, numberOf: (row: T) => string, onOpen: (row: T) => void): DataTableColumn<T> {
  return {
    id,
    label,
    render: (row) => (
      <Link component="button" type="button" underline="hover" onClick={() => onOpen(row)} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
        {numberOf(row)}
      </Link>
    ),
    sortValue: numberOf,
  };
}
