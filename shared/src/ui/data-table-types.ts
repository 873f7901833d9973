import type { ReactNode } from 'react';
import type { SxProps, TablePaginationProps, Theme } from '@mui/material';

export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | null | undefined;

/** Where a column goes on a row's card, when the table shows cards (`cardsBelow`). */
export type CardPlace = 'title' | 'field' | 'actions';

export type DataTableColumn<T> = {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Present means the head sorts by it. */
  sortValue?: (row: T) => SortValue;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Left out on narrow screens (phones). */
  hideOnMobile?: boolean;
  /**
   * Left out below a wide screen as well (1360 px): a wide table's least needed columns, so the rest fit
   * a laptop beside the expanded sidebar without scrolling sideways.
   */
  hideBelowWide?: boolean;
  /**
   * Its place on the row's card where the table shows cards (phones): 'title' heads the card, 'field' is a
   * labelled line, 'actions' the card's buttons. A column without one is left off the card.
   */
  card?: CardPlace;
  /** On the card only, never a column of the table (what the card says in place of columns it leaves off). */
  onlyOnCard?: boolean;
  /** A figure (money, a count, a date): never wraps inside itself, in the table or on a card. */
  figure?: boolean;
};

/** What a pager of whole pages says between Previous and Next (spec 02 §2.7's client lists). */
export type PageLabel = {
  /** 'Page 1 of 2 (12 total invoices)'. */
  text: (page: { page: number; pages: number; count: number }) => string;
  /** The pager's name for screen readers. */
  ariaLabel: string;
  /** Shown on a single page too (My Projects), not only when there are several. */
  always?: boolean;
};

export type DataTableProps<T> = {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string | number;
  ariaLabel: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  retryLabel?: string;
  emptyText?: string;
  initialSort?: { columnId: string; direction: SortDirection };
  pageSize?: number;
  rowsPerPageOptions?: number[];
  /**
   * 'rows' (default): MUI's pager with the rows-per-page choice. 'pages': 'Showing x to y of n results'
   * and 'Page x of y', only when there is more than one page (spec 02's Projects lists, a fixed size).
   * A `PageLabel`: Previous, its words, Next.
   */
  pager?: 'rows' | 'pages' | PageLabel;
  /**
   * Server mode: `rows` is the page the server sent, already sorted and filtered; the table shows it as
   * is and reports page, size and sort changes (which the list keeps in the URL). A column sorts by the
   * server's key of the same id when it has a `sortValue`.
   */
  server?: ServerPaging;
  /** A row's own look (the Projects screens mark overdue rows); say it in words in a cell as well. */
  rowSx?: (row: T) => SxProps<Theme> | undefined;
  /** The pager's words in place of '1–10 of 30' (the Projects screens: 'Showing 1 to 10 of 30 results'). */
  labelDisplayedRows?: TablePaginationProps['labelDisplayedRows'];
  /**
   * Below this breakpoint each row is a card of the columns that declare a `card` place (default 'sm',
   * phones; 'md' up to a portrait tablet; a width in px where the screen's table is known to fit from).
   * A table without such columns stays a table everywhere.
   */
  cardsBelow?: 'sm' | 'md' | number;
  /** Tightened (it did not fit), it tightens further: 4 px cell sides and 13 px text, for a table of many columns. */
  compactWhenDense?: boolean;
  /**
   * Whether a table that does not fit its box even tightened turns into cards (default). False: it stays a
   * table (scrolling sideways if it must), for a screen whose tabs must look alike whatever their columns.
   */
  cardsWhenTooWide?: boolean;
};

export type ServerPaging = {
  /** 1-based, as the list contract counts. */
  page: number;
  limit: number;
  total: number;
  sort: string;
  order: SortDirection;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onSortChange: (columnId: string, order: SortDirection) => void;
};

// Built on the first sort in the browser (a server-driven table never sorts here): a collator loads locale data.
let collator: Intl.Collator | undefined;

export function compareSortValues(a: SortValue, b: SortValue): number {
  const missingA = a === null || a === undefined || a === '';
  const missingB = b === null || b === undefined || b === '';
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return (collator ??= new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' })).compare(String(a), String(b));
}
