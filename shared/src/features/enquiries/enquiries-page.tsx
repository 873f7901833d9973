import { useMemo, useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ENQUIRY_PAGE_SIZES, ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@firm/shared/domain/enquiry';
import { ENQUIRY_STATUS_LABELS } from './enquiry-labels';
import { formatDateTime, formatNumber } from '@firm/shared/domain/format';
import {
  type DataTableColumn,
  labelledMenuItems,
  nowrapColumn,
  PageHeader,
  SearchField,
  ServerListTable,
  useServerList,
} from '@firm/shared/ui';
import { enquiryQueries } from './api/enquiries';
import { ENQUIRY_LIST_DEFAULTS } from './api/enquiry-list-prefetch';
import { EnquiryDialog } from './components/enquiry-dialog';
import { EnquiryStatusChip } from './components/enquiry-status-chip';

const isStatus = (value: string | undefined): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly (string | undefined)[]).includes(value);

/**
 * /dashboard/admin/enquiries: the messages of the website's contact form. Page, size, sort,
 * search and status live in the URL and are remembered per tab, so the sidebar link
 * brings back the last view.
 */
export function EnquiriesPage() {
  const list = useServerList(enquiryQueries, ENQUIRY_LIST_DEFAULTS);
  const { query, summary } = list;
  const rawStatus = list.params.filters?.status;
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const [viewing, setViewing] = useState<number | null>(null);

  const columns = useMemo<DataTableColumn<Enquiry>[]>(
    () => [
      nowrapColumn({ id: 'received', label: 'Received', text: (e) => formatDateTime(e.created_at), sortValue: (e) => e.created_at }),
      {
        id: 'name',
        label: 'Name',
        render: (e) => (
          <Box component="span" sx={{ fontWeight: e.status === 'new' ? 700 : 400 }}>
            {e.name}
          </Box>
        ),
        sortValue: (e) => e.name,
      },
      {
        id: 'email',
        label: 'Email',
        render: (e) => (
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {e.email}
          </Box>
        ),
        sortValue: (e) => e.email,
        hideOnMobile: true,
      },
      { id: 'service', label: 'Service', render: (e) => e.service ?? '—', hideOnMobile: true },
      { id: 'status', label: 'Status', render: (e) => <EnquiryStatusChip status={e.status} />, sortValue: (e) => e.status },
      {
        id: 'actions',
        label: 'Actions',
        align: 'right',
        render: (e) => (
          <Button size="small" onClick={() => setViewing(e.id)} aria-label={`View the enquiry from ${e.name}`}>
            View
          </Button>
        ),
      },
    ],
    [],
  );

  const emptyText = list.params.search
    ? 'No enquiries match your search criteria'
    : status
      ? `No ${ENQUIRY_STATUS_LABELS[status].toLowerCase()} enquiries`
      : 'No enquiries yet';

  return (
    <Box>
      <PageHeader title="Enquiries" subtitle="Messages sent through the contact form of the website" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField onSearch={list.setSearch} value={list.params.search ?? ''} placeholder="Search enquiries..." />
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? 'all'}
          onChange={(event) => list.setFilter('status', event.target.value === 'all' ? '' : event.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          <MenuItem value="all">All Status</MenuItem>
          {labelledMenuItems(ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS)}
        </TextField>
      </Stack>
      {summary ? (
        // Counted by the server with the list, over the search's matches whatever the status filter.
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} data-testid="enquiry-counts">
          {ENQUIRY_STATUSES.map(
            (value) => `${formatNumber(summary.counts_by_status[value])} ${ENQUIRY_STATUS_LABELS[value].toLowerCase()}`,
          ).join(' · ')}
        </Typography>
      ) : null}
      <ServerListTable
        list={list}
        columns={columns}
        getRowId={(e) => e.id}
        ariaLabel="Enquiries"
        error={query.isError && !query.data ? 'Failed to fetch enquiries' : null}
        rowsPerPageOptions={[...ENQUIRY_PAGE_SIZES]}
        emptyText={emptyText}
      />
      {viewing !== null ? <EnquiryDialog id={viewing} onClose={() => setViewing(null)} /> : null}
    </Box>
  );
}
