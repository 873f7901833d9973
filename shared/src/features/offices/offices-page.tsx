import { useMemo, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { OfficeView } from '@firm/shared/domain/offices';
import { OFFICE_KIND_LABELS } from './offices-labels';
import { FILING_FREQUENCY_LABELS } from '@firm/shared/domain/gstr1';
import { AddButton, DataTable, type DataTableColumn, lazyDialog, PageHeader } from '@firm/shared/ui';
import { officeQueries } from './api/offices';
import { GstSettingsPanel } from './components/gst-settings-panel';
import { OFFICE_MESSAGES } from './offices-errors';

const OfficeDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './components/office-dialog').then((m) => m.OfficeDialog));

const Secondary = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
    {children}
  </Typography>
);

/**
 * The firm's offices and their GST registrations (the admin's): each office bills under its
 * state's GSTIN and that registration's series; bank details and UPI id are printed on its invoices.
 */
export function OfficesPage() {
  const query = useQuery(officeQueries.list());
  const [dialog, setDialog] = useState<{ office?: OfficeView } | null>(null);

  const columns = useMemo<DataTableColumn<OfficeView>[]>(
    () => [
      {
        id: 'name',
        label: 'Office',
        card: 'title',
        sortValue: (o) => o.name,
        render: (o) => (
          <>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {o.name}
            </Box>
            <Secondary>{OFFICE_KIND_LABELS[o.kind]}</Secondary>
          </>
        ),
      },
      {
        id: 'state',
        label: 'State',
        card: 'field',
        sortValue: (o) => o.state,
        render: (o) => (
          <>
            {o.state} ({o.state_code})<Secondary>{o.city}</Secondary>
          </>
        ),
      },
      { id: 'gstin', label: 'GSTIN', card: 'field', figure: true, render: (o) => o.gstin ?? '—' },
      {
        id: 'series',
        label: 'Series',
        card: 'field',
        render: (o) => (
          <>
            {o.series_prefix ? `${o.series_prefix}INV / ${o.series_prefix}CN` : 'INV / CN'}
            <Secondary>{FILING_FREQUENCY_LABELS[o.filing_frequency]}</Secondary>
          </>
        ),
      },
      {
        id: 'bank',
        label: 'Bank Details',
        card: 'field',
        hideBelowWide: true,
        render: (o) => <Secondary>{o.bank_details ?? '—'}</Secondary>,
      },
      { id: 'upi', label: 'UPI ID', card: 'field', render: (o) => o.upi_id ?? '—' },
      {
        id: 'actions',
        label: 'Actions',
        align: 'right',
        card: 'actions',
        render: (o) => (
          <Button size="small" onClick={() => setDialog({ office: o })} aria-label={`Edit ${o.name}`}>
            Edit
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Box>
      <PageHeader
        title="Offices & GST"
        subtitle="The firm’s offices, the GSTIN and invoice series each bills under, and how exports are taxed"
        actions={<AddButton onClick={() => setDialog({})}>Add Office</AddButton>}
      />
      <GstSettingsPanel />
      <DataTable
        rows={query.data ?? []}
        columns={columns}
        getRowId={(o) => o.office_id}
        ariaLabel="Offices"
        loading={query.isPending}
        error={query.isError ? OFFICE_MESSAGES.fetchList : null}
        onRetry={() => void query.refetch()}
        retryLabel="Try Again"
        emptyText="No offices yet: add the head office with its GSTIN before issuing invoices"
        cardsBelow="md"
      />
      {dialog ? <OfficeDialog office={dialog.office} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
