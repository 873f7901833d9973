import { useMemo, useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { formatDate } from '@firm/shared/domain/format';
import { SAC_CODE_ERRORS } from './sac-codes-errors';
import type { SacCode } from '@firm/shared/domain/sac-code';
import { sacCodeQueries } from './api/sac-codes';
import { SAC_CODE_LIST_DEFAULTS } from './api/master-data-list-prefetch';
import { DataTable, PageHeader, StatusBadge, ListSearchBar, useServerList, type DataTableColumn } from '@firm/shared/ui';
import { SacCodeDialog, type SacCodeDialogProps } from './components/sac-code-dialog';

export function SacCodesPage() {
  const list = useServerList(sacCodeQueries, SAC_CODE_LIST_DEFAULTS);
  const { query } = list;
  const [dialog, setDialog] = useState<SacCodeDialogProps | null>(null);

  const columns = useMemo<DataTableColumn<SacCode>[]>(
    () => [
      {
        id: 'code',
        label: 'SAC Code',
        render: (s) => (
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {s.code}
          </Box>
        ),
        sortValue: (s) => s.code,
      },
      { id: 'description', label: 'Description', render: (s) => s.description, sortValue: (s) => s.description, hideOnMobile: true },
      { id: 'status', label: 'Status', render: (s) => <StatusBadge active={s.is_active} />, sortValue: (s) => s.is_active },
      { id: 'created', label: 'Created At', render: (s) => formatDate(s.created_at), sortValue: (s) => s.created_at, hideOnMobile: true },
      {
        id: 'actions',
        label: 'Actions',
        align: 'right',
        render: (s) => (
          <Button size="small" onClick={() => setDialog({ mode: 'edit', id: s.sac_code_id })} aria-label={`Edit ${s.code}`}>
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
        title="SAC Codes"
        subtitle="Manage Service Accounting Codes for GST compliance"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add' })}>
            Add SAC Code
          </Button>
        }
      />
      <ListSearchBar list={list} placeholder="Search SAC codes..." sx={{ mb: 2 }} />
      <DataTable
        rows={list.rows}
        server={list.paging}
        columns={columns}
        getRowId={(s) => s.sac_code_id}
        ariaLabel="SAC codes"
        loading={query.isPending}
        error={query.isError ? SAC_CODE_ERRORS.fetchList : null}
        onRetry={() => void query.refetch()}
        retryLabel="Try Again"
        emptyText={list.filtering ? 'No SAC codes match your search criteria' : 'No SAC codes found'}
      />
      {dialog ? <SacCodeDialog {...dialog} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
