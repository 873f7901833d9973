import { Stack } from '@mui/material';
import { CLIENT_DUE_WINDOWS, type ClientDueWindow } from '@firm/shared/domain/client-portal';
import { CLIENT_DUE_WINDOW_LABELS } from './client-due-window-labels';
import { SelectFilter, type SelectFilterChoice } from '../select-filter';

export type ClientListFiltersProps<S extends string> = {
  /** The due filter's first entry: 'All Projects' or 'All Invoices'. */
  allDueLabel: string;
  due: ClientDueWindow | '';
  status: S | '';
  statusChoices: readonly SelectFilterChoice<S>[];
  onDueChange: (due: ClientDueWindow | '') => void;
  onStatusChange: (status: S | '') => void;
};

const DUE_CHOICES = CLIENT_DUE_WINDOWS.map((value) => ({ value, label: CLIENT_DUE_WINDOW_LABELS[value] }));

/** The value if it is one of the choices, else '' (no filter): what an address's query may hold is anything. */
export const choiceOf = <T extends string>(values: readonly T[], value: string | undefined): T | '' =>
  (values as readonly (string | undefined)[]).includes(value) ? (value as T) : '';

/** Spec 02 §2.7 and §9: My Projects' and My Invoices' due-date windows and status filter, both sent to the server. */
export function ClientListFilters<S extends string>({
  allDueLabel,
  due,
  status,
  statusChoices,
  onDueChange,
  onStatusChange,
}: ClientListFiltersProps<S>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectFilter label="Due date" value={due} allLabel={allDueLabel} choices={DUE_CHOICES} onChange={onDueChange} />
      <SelectFilter label="Status" value={status} allLabel="All Status" choices={statusChoices} onChange={onStatusChange} />
    </Stack>
  );
}
