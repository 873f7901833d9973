import { Button, Stack, Typography } from '@mui/material';
import { formatNumber } from '../domain/format/format';
import type { PageLabel } from './data-table-types';

export type PagePagerProps = {
  /** 0-based, as TablePagination counts. */
  page: number;
  rowsPerPage: number;
  count: number;
  onPageChange: (page: number) => void;
  /** Previous, these words, Next (spec 02 §2.7's client lists), in place of §2.1's pager. */
  label?: PageLabel;
};

/**
 * Spec 02 §2.1's pager: 'Showing x to y of n results' with Previous, 'Page x of y' and Next, and nothing
 * at all when everything fits on one page (the page size is the list's own, not the reader's choice).
 */
export function PagePager({ page, rowsPerPage, count, onPageChange, label }: PagePagerProps) {
  const pages = Math.ceil(count / rowsPerPage);
  if (label ? count === 0 || (pages <= 1 && !label.always) : pages <= 1) return null;
  const current = Math.min(page, pages - 1);
  if (label) return <LabelledPager label={label} page={current} pages={pages} count={count} onPageChange={onPageChange} />;
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

type LabelledPagerProps = { label: PageLabel; page: number; pages: number; count: number; onPageChange: (page: number) => void };

function LabelledPager({ label, page, pages, count, onPageChange }: LabelledPagerProps) {
  return (
    <Stack
      component="nav"
      aria-label={label.ariaLabel}
      direction="row"
      spacing={2}
      sx={{ px: 2, py: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Button variant="outlined" size="small" disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {label.text({ page: page + 1, pages, count })}
      </Typography>
      <Button variant="outlined" size="small" disabled={page >= pages - 1} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
