import { Button, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { ENQUIRY_PAGE_SIZES, formatDateTime, formatNumber, type Enquiry } from '@firm/shared/domain';
import { EnquiryStatusChip } from './enquiry-status-chip';

export type EnquiriesTableProps = {
  rows: readonly Enquiry[];
  total: number;
  /** Zero-based, as MUI's pagination counts. */
  page: number;
  pageSize: number;
  loading: boolean;
  emptyText: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onView: (id: number) => void;
};

const mobileHidden = { display: { xs: 'none', md: 'table-cell' } } as const;
const HEADS = [
  { label: 'Received', hide: false },
  { label: 'Name', hide: false },
  { label: 'Email', hide: true },
  { label: 'Service', hide: true },
  { label: 'Status', hide: false },
] as const;

/** One server page of enquiries, newest first; the server counts and pages them. */
export function EnquiriesTable({ rows, total, page, pageSize, loading, emptyText, onPageChange, onPageSizeChange, onView }: EnquiriesTableProps) {
  return (
    <Paper sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Enquiries" aria-busy={loading} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              {HEADS.map((head) => (
                <TableCell key={head.label} sx={{ fontWeight: 700, whiteSpace: 'nowrap', ...(head.hide ? mobileHidden : null) }}>
                  {head.label}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Actions
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && rows.length === 0
              ? Array.from({ length: 5 }, (_, i) => (
                  <TableRow key={`skeleton-${i}`}>
                    <TableCell colSpan={HEADS.length + 1}>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))
              : rows.map((enquiry) => (
                  <TableRow key={enquiry.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(enquiry.created_at)}</TableCell>
                    <TableCell sx={{ fontWeight: enquiry.status === 'new' ? 700 : 400 }}>{enquiry.name}</TableCell>
                    <TableCell sx={{ ...mobileHidden, overflowWrap: 'anywhere' }}>{enquiry.email}</TableCell>
                    <TableCell sx={mobileHidden}>{enquiry.service ?? '—'}</TableCell>
                    <TableCell>
                      <EnquiryStatusChip status={enquiry.status} />
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => onView(enquiry.id)} aria-label={`View the enquiry from ${enquiry.name}`}>
                        View
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
            {!loading && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={HEADS.length + 1} align="center" sx={{ py: 6 }}>
                  <Typography color="text.secondary">{emptyText}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {total > 0 ? (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...ENQUIRY_PAGE_SIZES]}
          sx={{ '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: { xs: 'none', sm: 'flex' } } }}
          labelDisplayedRows={({ from, to, count }) => `${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(count)}`}
          onPageChange={(_, next) => onPageChange(next)}
          onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        />
      ) : null}
    </Paper>
  );
}
