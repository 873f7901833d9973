import { Box } from '@mui/material';
import { formatDate } from '@firm/shared/domain/format';
import type { SacCode } from '@firm/shared/domain/sac-code';
import { StatusBadge, type DataTableColumn } from '@firm/shared/ui';
import { SAC_CODE_ERRORS } from './sac-codes-errors';
import { sacCodeQueries } from './api/sac-codes';
import { SAC_CODE_LIST_DEFAULTS } from './api/master-data-list-prefetch';
import { SacCodeDialog } from './components/sac-code-dialog';
import { MasterListPage, type MasterListDialogProps } from './components/master-list-page';

const COLUMNS: DataTableColumn<SacCode>[] = [
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
];

const TEXTS = {
  fetchListFailed: SAC_CODE_ERRORS.fetchList,
  empty: 'No SAC codes found',
  noMatch: 'No SAC codes match your search criteria',
};

const rowId = (s: SacCode) => s.sac_code_id;
const editLabel = (s: SacCode) => `Edit ${s.code}`;
const dialog = ({ row, onClose }: MasterListDialogProps<SacCode>) =>
  row ? <SacCodeDialog mode="edit" id={row.sac_code_id} onClose={onClose} /> : <SacCodeDialog mode="add" onClose={onClose} />;

export function SacCodesPage() {
  return (
    <MasterListPage
      resource={sacCodeQueries}
      defaults={SAC_CODE_LIST_DEFAULTS}
      title="SAC Codes"
      subtitle="Manage Service Accounting Codes for GST compliance"
      addLabel="Add SAC Code"
      searchPlaceholder="Search SAC codes..."
      ariaLabel="SAC codes"
      columns={COLUMNS}
      getRowId={rowId}
      editLabel={editLabel}
      texts={TEXTS}
      renderDialog={dialog}
    />
  );
}
