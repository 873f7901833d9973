import { useMemo, useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ROLE_LABELS } from '@firm/shared/domain/auth';
import type { RegistrableRole } from '@firm/shared/domain/user';
import { AddButton, labelledMenuItems, ListSearchBar, PageHeader, ServerListTable, useServerList } from '@firm/shared/ui';
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

const WITH_ROLE = { sort: 'name', filters: { is_active: '', role: '' } };
const WITHOUT_ROLE = { sort: 'name', filters: { is_active: '' } };

/** One staff list for every role that manages accounts; the role's remote says what it may do. */
export function StaffPage({ directory, columns, roleFilter = [], creatableRoles = [], canRefresh = false }: StaffPageProps) {
  const { texts } = directory;
  const list = useServerList(directory.list, roleFilter.length > 0 ? WITH_ROLE : WITHOUT_ROLE);
  const { query } = list;
  const role = list.params.filters?.role || 'all';
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<StaffAccount | null>(null);
  const tableColumns = useMemo(() => staffColumns(columns, setViewing), [columns]);

  const filters = (
    <ListSearchBar list={list} placeholder="Search by name or email...">
      {roleFilter.length > 0 ? (
        <TextField
          select
          size="small"
          label="Role"
          value={role}
          onChange={(event) => list.setFilter('role', event.target.value === 'all' ? '' : event.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          <MenuItem value="all">All Roles</MenuItem>
          {labelledMenuItems(roleFilter, ROLE_LABELS)}
        </TextField>
      ) : null}
    </ListSearchBar>
  );

  const filtering = list.filtering;
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
            {creatableRoles.length > 0 ? <AddButton onClick={() => setAdding(true)}>{texts.add}</AddButton> : null}
          </>
        }
      />
      {/* The filter row of Clients, SAC Codes and Service Categories: straight above the table, no card of its own. */}
      <Box sx={{ mb: 2 }}>{filters}</Box>
      <ServerListTable
        list={list}
        columns={tableColumns}
        getRowId={(u) => u.id}
        ariaLabel={texts.table}
        error={query.isError ? directory.listError(query.error) : null}
        retryLabel="Retry"
        emptyText={filtering ? texts.emptyFiltered : texts.empty}
      />
      {adding ? directory.renderAdd({ roles: creatableRoles, onClose: () => setAdding(false) }) : null}
      {viewing ? directory.renderDetails({ account: viewing, onClose: () => setViewing(null) }) : null}
    </Box>
  );
}
