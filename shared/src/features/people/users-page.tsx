import { useMemo, useState } from 'react';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { fullName, normalizeRole, USER_MESSAGES, type OrgUser, type StaffRole } from '@firm/shared/domain';
import { orgUserQueries } from './api/org-users';
import {
  DataTable,
  PageHeader,
  SearchField,
  StatusBadge,
  StatusFilter,
  useListFilter,
  type DataTableColumn,
} from '@firm/shared/ui';
import { AddUserDialog } from './components/add-user-dialog';
import { UserDetailsDialog } from './components/user-details-dialog';

type RoleFilter = 'all' | Exclude<StaffRole, 'superadmin'>;

const ROLE_FILTERS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All Roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'supervisor', label: 'Supervisor' },
  { value: 'employee', label: 'Employee' },
];

const searchText = (u: OrgUser) => [fullName(u), u.email];

export function UsersPage() {
  const query = useQuery(orgUserQueries.list());
  const list = useListFilter(query.data, searchText);
  const [role, setRole] = useState<RoleFilter>('all');
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const rows = useMemo(() => (role === 'all' ? list.rows : list.rows.filter((u) => normalizeRole(u.role_name) === role)), [list.rows, role]);

  const columns = useMemo<DataTableColumn<OrgUser>[]>(
    () => [
      { id: 'name', label: 'Name', render: (u) => <Box component="span" sx={{ fontWeight: 600 }}>{fullName(u)}</Box>, sortValue: (u) => fullName(u) },
      { id: 'email', label: 'Email', render: (u) => u.email, sortValue: (u) => u.email, hideOnMobile: true },
      { id: 'phone', label: 'Phone', render: (u) => u.phone || '—', sortValue: (u) => u.phone, hideOnMobile: true },
      { id: 'role', label: 'Role', render: (u) => u.role_name, sortValue: (u) => u.role_name },
      { id: 'status', label: 'Status', render: (u) => <StatusBadge active={u.is_active} />, sortValue: (u) => u.is_active },
      { id: 'firm', label: 'Firm', render: (u) => u.firm_name || '—', sortValue: (u) => u.firm_name, hideOnMobile: true },
      {
        id: 'actions',
        label: 'Actions',
        align: 'right',
        render: (u) => (
          <Button size="small" onClick={() => setViewing(u.id)} aria-label={`View ${fullName(u)}`}>
            View
          </Button>
        ),
      },
    ],
    [],
  );

  const filtering = list.filtering || role !== 'all';
  return (
    <Box>
      <PageHeader
        title="Users"
        subtitle="Admins, supervisors and employees of your organisation"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add User
          </Button>
        }
      />
      <Paper sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          User Directory
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SearchField onSearch={list.setSearch} placeholder="Search by name or email..." />
          <StatusFilter value={list.status} onChange={list.setStatus} />
          <TextField select size="small" label="Role" value={role} onChange={(event) => setRole(event.target.value as RoleFilter)} sx={{ minWidth: { xs: '100%', sm: 160 } }}>
            {ROLE_FILTERS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(u) => u.id}
        ariaLabel="Users"
        loading={query.isPending}
        error={query.isError ? USER_MESSAGES.fetchList : null}
        onRetry={() => void query.refetch()}
        retryLabel="Retry"
        emptyText={filtering ? 'No users match your search criteria' : 'No users found'}
        initialSort={{ columnId: 'name', direction: 'asc' }}
      />
      {adding ? <AddUserDialog onClose={() => setAdding(false)} /> : null}
      {viewing !== null ? <UserDetailsDialog userId={viewing} onClose={() => setViewing(null)} /> : null}
    </Box>
  );
}
