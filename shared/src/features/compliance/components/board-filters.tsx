import type { ReactNode } from 'react';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES } from '@firm/shared/domain/client';
import { subscriptionQueries } from '../api/subscriptions';
import { choiceMenuItems, labelledMenuItems } from '@firm/shared/ui';

// The filters both views of the compliance board share: client type, assignee, a client
// name search and "Waiting on client". Each change goes back to the first page.

export type BoardFilterValues = { clientType: string; assignee: string; search: string; waiting: boolean };
export const NO_BOARD_FILTERS: BoardFilterValues = { clientType: '', assignee: '', search: '', waiting: false };

export function BoardFilters({ values, onChange }: { values: BoardFilterValues; onChange: (next: BoardFilterValues) => void }) {
  const assignees = useQuery(subscriptionQueries.assignees());
  const set = (patch: Partial<BoardFilterValues>) => onChange({ ...values, ...patch });
  const filterSelect = (key: 'clientType' | 'assignee', label: string, minWidth: number, allLabel: string, items: ReactNode) => (
    <TextField select label={label} size="small" value={values[key]} onChange={(e) => set({ [key]: e.target.value })} sx={{ minWidth }}>
      <MenuItem value="">{allLabel}</MenuItem>
      {items}
    </TextField>
  );
  return (
    <>
      {filterSelect('clientType', 'Client type', 200, 'All client types', labelledMenuItems(CLIENT_TYPES, CLIENT_TYPE_LABELS))}
      {filterSelect(
        'assignee',
        'Assignee',
        180,
        'Everyone',
        choiceMenuItems((assignees.data ?? []).map((p) => ({ value: String(p.id), label: `${p.first_name} ${p.last_name}`.trim() }))),
      )}
      <TextField label="Search clients" size="small" value={values.search} onChange={(e) => set({ search: e.target.value })} />
      <FormControlLabel
        control={<Switch checked={values.waiting} onChange={(_e, on) => set({ waiting: on })} />}
        label="Waiting on client"
        sx={{ whiteSpace: 'nowrap', mr: 0 }}
      />
    </>
  );
}

/** The filters as the board's calls send them. */
export const boardFilterParams = (values: BoardFilterValues) => ({
  client_type: values.clientType || undefined,
  assignee_id: values.assignee ? Number(values.assignee) : undefined,
  waiting_on_client: values.waiting || undefined,
  search: values.search || undefined,
});
