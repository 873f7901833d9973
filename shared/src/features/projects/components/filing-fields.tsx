import { Box, TextField, Typography } from '@mui/material';
import { taskFilingSchema, type TaskFiling } from '@firm/shared/domain/compliance';
import type { TaskDetail } from '@firm/shared/domain/project';
import { serverFieldErrors, type HttpFailure } from '@firm/shared/domain/errors';

// The filing of a compliance Project as the close and update dialogs ask for it: the ARN and
// the filing date, both or neither. Required before closing where the compliance says so (the server's rule).

export type FilingValues = { ack_number: string; filed_on: string };

export const filingValuesOf = (task: Pick<TaskDetail, 'ack_number' | 'filed_on'>): FilingValues => ({
  ack_number: task.ack_number ?? '',
  filed_on: task.filed_on ?? '',
});

/** What to send: nothing when untouched or unchanged, the checked filing, or the first problem's words. */
export function filingToSend(
  task: Pick<TaskDetail, 'ack_number' | 'filed_on'>,
  values: FilingValues,
): { kind: 'none' } | { kind: 'send'; body: TaskFiling } | { kind: 'invalid'; field: keyof FilingValues; message: string } {
  const initial = filingValuesOf(task);
  const blank = values.ack_number.trim() === '' && values.filed_on === '';
  const unchanged = values.ack_number.trim() === initial.ack_number && values.filed_on === initial.filed_on;
  if (blank || unchanged) return { kind: 'none' };
  const parsed = taskFilingSchema.safeParse({ ack_number: values.ack_number, filed_on: values.filed_on });
  if (parsed.success) return { kind: 'send', body: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { kind: 'invalid', field: issue.path[0] === 'filed_on' ? 'filed_on' : 'ack_number', message: issue.message };
}

/** The server's refusals of the filing's fields (400), to show under them. */
export function filingErrorsOf(failure: HttpFailure): Partial<Record<keyof FilingValues, string>> {
  const mine = serverFieldErrors(failure).filter((e) => e.field === 'ack_number' || e.field === 'filed_on');
  return Object.fromEntries(mine.map((e) => [e.field, e.message]));
}

export type FilingFieldsProps = {
  task: Pick<TaskDetail, 'ack_required' | 'statutory_due_date'>;
  values: FilingValues;
  onChange: (values: FilingValues) => void;
  errors?: Partial<Record<keyof FilingValues, string>>;
  disabled?: boolean;
};

export function FilingFields({ task, values, onChange, errors = {}, disabled }: FilingFieldsProps) {
  const bind = (name: 'ack_number' | 'filed_on') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
    disabled,
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Filing{task.ack_required ? ' (required before closing)' : ' (optional)'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Acknowledgement (ARN) number" {...bind('ack_number')} slotProps={{ htmlInput: { maxLength: 50 } }} />
        <TextField label="Filing date" type="date" {...bind('filed_on')} slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
    </Box>
  );
}
