import { Button } from '@mui/material';
import { formatDate } from '@firm/shared/domain/format';
import { fullName } from '@firm/shared/domain/user';
import { nameColumn, StatusBadge, type DataTableColumn } from '@firm/shared/ui';
import type { StaffAccount } from '../staff-directory';

export type StaffColumnId = 'name' | 'email' | 'phone' | 'role' | 'status' | 'firm' | 'created';

type Column = DataTableColumn<StaffAccount>;

const COLUMNS: Record<StaffColumnId, Column> = {
  name: nameColumn('name', 'Name', fullName),
  email: { id: 'email', label: 'Email', render: (u) => u.email, sortValue: (u) => u.email, hideOnMobile: true },
  phone: { id: 'phone', label: 'Phone', render: (u) => u.phone || '—', sortValue: (u) => u.phone, hideOnMobile: true },
  role: { id: 'role', label: 'Role', render: (u) => u.role_name, sortValue: (u) => u.role_name },
  status: { id: 'status', label: 'Status', render: (u) => <StatusBadge active={u.is_active} />, sortValue: (u) => u.is_active },
  firm: { id: 'firm', label: 'Firm', render: (u) => u.firm_name || '—', sortValue: (u) => u.firm_name, hideOnMobile: true },
  created: {
    id: 'created',
    label: 'Created At',
    render: (u) => formatDate(u.created_at),
    sortValue: (u) => u.created_at,
    hideOnMobile: true,
  },
};

/** The chosen columns in order, then Actions with View. */
export function staffColumns(ids: readonly StaffColumnId[], onView: (account: StaffAccount) => void): Column[] {
  return [
    ...ids.map((id) => COLUMNS[id]),
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (u) => (
        <Button size="small" onClick={() => onView(u)} aria-label={`View ${fullName(u)}`}>
          View
        </Button>
      ),
    },
  ];
}
