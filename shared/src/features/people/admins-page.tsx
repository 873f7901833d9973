import { useMemo, useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { adminListErrorMessage, formatDate, fullName, type AdminUser } from '@firm/shared/domain';
import { adminQueries } from './api/admins';
import { toHttpFailure } from '@firm/shared/domain';
import {
  DataTable,
  PageHeader,
  SearchField,
  StatusBadge,
  StatusFilter,
  useListFilter,
  type DataTableColumn,
} from '@firm/shared/ui';
import { AddAdminDialog } from './components/add-admin-dialog';
import { AdminDetailsDialog } from './components/admin-details-dialog';

const searchText = (a: AdminUser) => [fullName(a), a.email];

export function AdminsPage() {
  const query = useQuery(adminQueries.list());
  const list = useListFilter(query.data, searchText);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<AdminUser | null>(null);

  const columns = useMemo<DataTableColumn<AdminUser>[]>(
    () => [
      { id: 'name', label: 'Name', render: (a) => <Box component="span" sx={{ fontWeight: 600 }}>{fullName(a)}</Box>, sortValue: (a) => fullName(a) },
      { id: 'email', label: 'Email', render: (a) => a.email, sortValue: (a) => a.email, hideOnMobile: true },
      { id: 'phone', label: 'Phone', render: (a) => a.phone || '—', sortValue: (a) => a.phone, hideOnMobile: true },
      { id: 'firm', label: 'Firm', render: (a) => a.firm_name || '—', sortValue: (a) => a.firm_name, hideOnMobile: true },
      { id: 'status', label: 'Status', render: (a) => <StatusBadge active={a.is_active} />, sortValue: (a) => a.is_active },
      { id: 'created', label: 'Created At', render: (a) => formatDate(a.created_at), sortValue: (a) => a.created_at, hideOnMobile: true },
      {
        id: 'actions',
        label: 'Actions',
        align: 'right',
        render: (a) => (
          <Button size="small" onClick={() => setViewing(a)} aria-label={`View ${fullName(a)}`}>
            View
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Box>
      <PageHeader
        title="Admin Management"
        subtitle="Create administrators and manage their access"
        actions={
          <>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
              Refresh
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Add Admin
            </Button>
          </>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField onSearch={list.setSearch} placeholder="Search by name or email..." />
        <StatusFilter value={list.status} onChange={list.setStatus} />
      </Stack>
      <DataTable
        rows={list.rows}
        columns={columns}
        getRowId={(a) => a.id}
        ariaLabel="Admins"
        loading={query.isPending}
        error={query.isError ? adminListErrorMessage(toHttpFailure(query.error)) : null}
        onRetry={() => void query.refetch()}
        retryLabel="Retry"
        emptyText={list.filtering ? 'No admins match your search criteria' : 'No admins found'}
        initialSort={{ columnId: 'name', direction: 'asc' }}
      />
      {adding ? <AddAdminDialog onClose={() => setAdding(false)} /> : null}
      {viewing ? <AdminDetailsDialog admin={viewing} onClose={() => setViewing(null)} /> : null}
    </Box>
  );
}
