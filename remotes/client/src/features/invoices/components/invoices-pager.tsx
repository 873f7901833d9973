import { Button, Stack, Typography } from '@mui/material';
import { formatNumber, type Pagination } from '@firm/shared/domain';

export type InvoicesPagerProps = { pagination: Pagination; onPageChange: (page: number) => void };

/** Spec 02 §2.7: 'Page X of Y (N total invoices)' with Previous and Next, only when there is more than one page. */
export function InvoicesPager({ pagination, onPageChange }: InvoicesPagerProps) {
  const { page, pages, total } = pagination;
  if (pages <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label="Invoice pages"
      direction="row"
      spacing={2}
      sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPageChange(Math.min(page - 1, pages))}>
        Previous
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {`Page ${formatNumber(page)} of ${formatNumber(pages)} (${formatNumber(total)} total invoices)`}
      </Typography>
      <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
