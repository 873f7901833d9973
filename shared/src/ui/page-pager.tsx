import { Button, Stack, Typography } from '@mui/material';
import { formatNumber } from '../domain/format';

export type PagePagerProps = {
  /** 0-based, as TablePagination counts. */
  page: number;
  rowsPerPage: number;
  count: number;
  onPageChange: (page: number) => void;
};

/**
 * Spec 02 §2.1's pager: 'Showing x to y of n results' with Previous, 'Page x of y' and Next, and nothing
 * at all when everything fits on one page (the page size is the list's own, not the reader's choice).
 */
export function PagePager({ page, rowsPerPage, count, onPageChange }: PagePagerProps) {
  const pages = Math.ceil(count / rowsPerPage);
  if (pages <= 1) return null;
  const current = Math.min(page, pages - 1);
  const from = current * rowsPerPage + 1;
  const to = Math.min(count, from + rowsPerPage - 1);
  return (
    <Stack
      component="nav"
      aria-label="Pages"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ px: 2, py: 1.5, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Showing {formatNumber(from)} to {formatNumber(to)} of {formatNumber(count)} results
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        <Button size="small" variant="outlined" disabled={current === 0} onClick={() => onPageChange(current - 1)}>
          Previous
        </Button>
        <Typography variant="body2" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          Page {formatNumber(current + 1)} of {formatNumber(pages)}
        </Typography>
        <Button size="small" variant="outlined" disabled={current >= pages - 1} onClick={() => onPageChange(current + 1)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
