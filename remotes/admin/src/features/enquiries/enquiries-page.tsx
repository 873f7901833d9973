import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ENQUIRY_PAGE_SIZES, ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '@firm/shared/domain';
import { ErrorWithRetry, PageHeader } from '@firm/shared/ui';
import { enquiryQueries } from './api/enquiries';
import { EnquiriesTable } from './components/enquiries-table';
import { EnquiryDialog } from './components/enquiry-dialog';

const isStatus = (value: string | null): value is EnquiryStatus => (ENQUIRY_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /dashboard/admin/enquiries: the messages of the website's contact form (issue 8). The status filter
 * and the page live in the URL, so they survive leaving the list and coming back.
 */
export function EnquiriesPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sizeParam = Number(params.get('size'));
  const pageSize = (ENQUIRY_PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 25;
  const query = useQuery(enquiryQueries.list({ status, page, pageSize }));
  const [viewing, setViewing] = useState<number | null>(null);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <Box>
      <PageHeader title="Enquiries" subtitle="Messages sent through the contact form of the website" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? 'all'}
          onChange={(event) => update({ status: event.target.value === 'all' ? null : event.target.value, page: null })}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          <MenuItem value="all">All Status</MenuItem>
          {ENQUIRY_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {ENQUIRY_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {query.isError && !query.data ? (
        <ErrorWithRetry message="Failed to fetch enquiries" onRetry={() => void query.refetch()} retryLabel="Try Again" />
      ) : (
        <EnquiriesTable
          rows={query.data?.enquiries ?? []}
          total={query.data?.total ?? 0}
          page={page - 1}
          pageSize={pageSize}
          loading={query.isFetching}
          emptyText={status ? `No ${ENQUIRY_STATUS_LABELS[status].toLowerCase()} enquiries` : 'No enquiries yet'}
          onPageChange={(next) => update({ page: next === 0 ? null : String(next + 1) })}
          onPageSizeChange={(size) => update({ size: String(size), page: null })}
          onView={setViewing}
        />
      )}
      {viewing !== null ? <EnquiryDialog id={viewing} onClose={() => setViewing(null)} /> : null}
    </Box>
  );
}
