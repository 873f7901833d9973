import { useMemo, useState, type ComponentType } from 'react';
import { Box, Button } from '@mui/material';
import { CLIENT_MESSAGES } from './clients-errors';
import { CLIENT_TYPE_LABELS } from '@firm/shared/domain/client';
import { clientList, type ClientRow } from './api/clients';
import { CLIENT_LIST_DEFAULTS } from './api/client-list-prefetch';
import {
  AddButton,
  type DataTableColumn,
  lazyDialog,
  ListSearchBar,
  nowrapColumn,
  PageHeader,
  ServerListTable,
  StatusBadge,
  TruncatedText,
  useServerList,
} from '@firm/shared/ui';
import { ClientTypeSummary } from './components/client-type-summary';
import type { ClientExtraProps } from './components/client-details-dialog';

// The dialogs carry the client form (react-hook-form, contacts, GSTIN rules): loaded after the list.
const AddClientDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/add-client-dialog').then((m) => m.AddClientDialog),
);
const ClientDetailsDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/client-details-dialog').then((m) => m.ClientDetailsDialog),
);

export type ClientsPageProps = {
  /** Shown on a client's page under its details (the admin's compliances); given by the remote. */
  ClientExtra?: ComponentType<ClientExtraProps>;
};

export function ClientsPage({ ClientExtra }: ClientsPageProps = {}) {
  const list = useServerList(clientList, CLIENT_LIST_DEFAULTS);
  const { query } = list;
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  const columns = useMemo<DataTableColumn<ClientRow>[]>(
    () => [
      {
        id: 'code',
        label: 'Client Code',
        render: (c) => c.client_code,
        sortValue: (c) => c.client_code,
        hideOnMobile: true,
        hideBelowWide: true,
      },
      // The name is what a row is looked up by: it gets the room, and the e-mail gives it up (cut, whole in a tooltip).
      {
        id: 'name',
        label: 'Company Name',
        render: (c) => (
          <Box component="span" sx={{ display: 'block', fontWeight: 600, minWidth: { md: 160 } }}>
            {c.client_name}
          </Box>
        ),
        sortValue: (c) => c.client_name,
      },
      {
        id: 'type',
        label: 'Client Type',
        render: (c) => CLIENT_TYPE_LABELS[c.client_type],
        sortValue: (c) => CLIENT_TYPE_LABELS[c.client_type],
        hideOnMobile: true,
      },
      {
        id: 'email',
        label: 'Email',
        render: (c) => (c.email ? <TruncatedText text={c.email} maxWidth={{ md: 140, lg: 160 }} /> : '—'),
        sortValue: (c) => c.email,
        hideOnMobile: true,
      },
      nowrapColumn({
        id: 'phone',
        label: 'Phone',
        text: (c) => c.phone || '—',
        sortValue: (c) => c.phone,
        hideOnMobile: true,
        hideBelowWide: true,
      }),
      { id: 'status', label: 'Status', render: (c) => <StatusBadge active={c.is_active} />, sortValue: (c) => c.is_active },
      {
        id: 'actions',
        label: 'Actions',
        align: 'right',
        render: (c) => (
          <Button
            size="small"
            onClick={() => setViewing(c.client_id)}
            aria-label={`View details of ${c.client_name}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            View
            {/* 'Details' only where the table has room for it: a laptop keeps every column in view. */}
            <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
              &nbsp;Details
            </Box>
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Box>
      <PageHeader
        title="Clients"
        subtitle="Client companies, their GST details and contacts"
        actions={<AddButton onClick={() => setAdding(true)}>Add Client</AddButton>}
      />
      {list.summary ? <ClientTypeSummary counts={list.summary.countsByType} total={list.summary.total} /> : null}
      <ListSearchBar list={list} placeholder="Search by company name..." sx={{ mb: 2 }} />
      <ServerListTable
        list={list}
        columns={columns}
        getRowId={(c) => c.client_id}
        ariaLabel="Clients"
        error={query.isError ? CLIENT_MESSAGES.fetchList : null}
        retryLabel="Retry"
        emptyText={list.filtering ? 'No clients match your search criteria' : 'No clients found'}
      />
      {adding ? <AddClientDialog onClose={() => setAdding(false)} /> : null}
      {viewing !== null ? <ClientDetailsDialog clientId={viewing} onClose={() => setViewing(null)} ClientExtra={ClientExtra} /> : null}
    </Box>
  );
}
