import { useMemo, useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { fullName, normalizeRole, ROLE_LABELS, type RegistrableRole } from '@firm/shared/domain';
import { DataTable, PageHeader, SearchField, StatusFilter, useListFilter } from '@firm/shared/ui';
import { staffColumns, type StaffColumnId } from './components/staff-columns';
import type { StaffAccount, StaffDirectory } from './staff-directory';

export type StaffPageProps = {
  /** Whose accounts: USERS_DIRECTORY (the admin's Users) or ADMINS_DIRECTORY (the super admin's). */
  directory: StaffDirectory;
  /** The table's columns, in order; Actions (View) always closes the row. */
  columns: readonly StaffColumnId[];
  /** Roles the list can be narrowed to; without them there is no Role filter. */
  roleFilter?: readonly RegistrableRole[];
  /** The roles this role may create; without them there is no Add button. */
  creatableRoles?: readonly RegistrableRole[];
  /** A Refresh button beside Add. */
  canRefresh?: boolean;
};

type RoleFilter = 'all' | RegistrableRole;

const searchText = (account: StaffAccount) => [fullName(account), account.email];

/** One staff list for every role that manages accounts; the role's remote says what it may do. */
export function StaffPage({ directory, columns, roleFilter = [], creatableRoles = [], canRefresh = false }: StaffPageProps) {
  const { texts } = directory;
  const query = useQuery(directory.list());
  const list = useListFilter(query.data, searchText);
  const [role, setRole] = useState<RoleFilter>('all');
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<StaffAccount | null>(null);
  const rows = useMemo(() => (role === 'all' ? list.rows : list.rows.filter((u) => normalizeRole(u.role_name) === role)), [list.rows, role]);
  const tableColumns = useMemo(() => staffColumns(columns, setViewing), [columns]);

  const filters = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SearchField onSearch={list.setSearch} placeholder="Search by name or email..." />
      <StatusFilter value={list.status} onChange={list.setStatus} />
      {roleFilter.length > 0 ? (
        <TextField select size="small" label="Role" value={role} onChange={(event) => setRole(event.target.value as RoleFilter)} sx={{ minWidth: { xs: '100%', sm: 160 } }}>
          <MenuItem value="all">All Roles</MenuItem>
          {roleFilter.map((option) => (
            <MenuItem key={option} value={option}>
              {ROLE_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );

  const filtering = list.filtering || role !== 'all';
  return (
    <Box>
      <PageHeader
        title={texts.title}
        subtitle={
          texts.heading ? (
            <>
              <Box component="strong" sx={{ fontWeight: 600 }}>
                {texts.heading}
              </Box>
              {` · ${texts.subtitle}`}
            </>
          ) : (
            texts.subtitle
          )
        }
        actions={
          <>
            {canRefresh ? (
              <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
                Refresh
              </Button>
            ) : null}
            {creatableRoles.length > 0 ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {texts.add}
              </Button>
            ) : null}
          </>
        }
      />
      {/* The filter row of Clients, SAC Codes and Service Categories: straight above the table, no card of its own. */}
      <Box sx={{ mb: 2 }}>{filters}</Box>
      <DataTable
        rows={rows}
        columns={tableColumns}
        getRowId={(u) => u.id}
        ariaLabel={texts.table}
        loading={query.isPending}
        error={query.isError ? directory.listError(query.error) : null}
        onRetry={() => void query.refetch()}
        retryLabel="Retry"
        emptyText={filtering ? texts.emptyFiltered : texts.empty}
        initialSort={{ columnId: 'name', direction: 'asc' }}
      />
      {adding ? directory.renderAdd({ roles: creatableRoles, onClose: () => setAdding(false) }) : null}
      {viewing ? directory.renderDetails({ account: viewing, onClose: () => setViewing(null) }) : null}
    </Box>
  );
}
