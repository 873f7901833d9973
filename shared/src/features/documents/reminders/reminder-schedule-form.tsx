import { useState, type FormEvent } from 'react';
import { Box, Button, FormControlLabel, Paper, Switch, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { checkSchedule, documentRequestMessages as M, documentRequestTexts as T } from '@firm/shared/domain/document-request';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { LoadState, notify } from '@firm/shared/ui';
import { documentReminderQueries, useSaveDocumentReminderSchedule, type DocumentReminderScheduleWire } from '../api/document-reminders';
import { documentErrorMessage } from '../document-errors';

/** '2, 7' → [2, 7]; anything that is not a whole number stays as typed, for `checkSchedule` to name. */
const daysOf = (text: string): unknown[] =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The firm's schedule of document reminders: days before the due date, the due day, every N days after. */
export function ReminderScheduleForm() {
  const schedule = useQuery(documentReminderQueries.schedule());
  if (!schedule.data) {
    return (
      <LoadState
        error={schedule.isError ? 'Unable to load the reminder schedule. Please try again.' : null}
        onRetry={() => void schedule.refetch()}
        loadingLabel="Loading the reminder schedule"
        retryLabel="Try Again"
      />
    );
  }
  return <ScheduleEditor initial={schedule.data} />;
}

function ScheduleEditor({ initial }: { initial: DocumentReminderScheduleWire }) {
  const [enabled, setEnabled] = useState(initial.enabled);
  const [onDueDay, setOnDueDay] = useState(initial.on_due_day);
  const [before, setBefore] = useState(initial.days_before.join(', '));
  const [repeat, setRepeat] = useState(initial.repeat_after_days === null ? '' : String(initial.repeat_after_days));
  const [error, setError] = useState<{ field: 'before' | 'repeat'; text: string } | null>(null);
  const save = useSaveDocumentReminderSchedule();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const repeatValue = repeat.trim() === '' ? null : /^\d+$/.test(repeat.trim()) ? Number(repeat.trim()) : repeat;
    const checked = checkSchedule({ enabled, onDueDay, daysBefore: daysOf(before), repeatAfterDays: repeatValue });
    if ('error' in checked) {
      setError({ field: checked.error.includes('repeat') ? 'repeat' : 'before', text: checked.error });
      return;
    }
    setError(null);
    const { schedule: s } = checked;
    save.mutate(
      { enabled: s.enabled, days_before: s.daysBefore, on_due_day: s.onDueDay, repeat_after_days: s.repeatAfterDays },
      {
        onSuccess: (saved) => {
          setBefore(saved.days_before.join(', '));
          notify({ variant: 'success', message: M.scheduleSaved });
        },
        onError: (failure) =>
          notify({
            variant: 'error',
            message: documentErrorMessage(toHttpFailure(failure), 'The schedule could not be saved. Please try again.'),
          }),
      },
    );
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={handleSubmit}
      aria-label="Document reminder schedule"
      noValidate
      sx={{ p: 2, mb: 3 }}
    >
      <FormControlLabel control={<Switch checked={enabled} onChange={(_e, on) => setEnabled(on)} />} label={T.remindersEnabled} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' }, gap: 2, alignItems: 'start', mt: 1.5 }}>
        <TextField
          label={T.daysBefore}
          value={before}
          onChange={(e) => setBefore(e.target.value)}
          size="small"
          error={error?.field === 'before'}
          helperText={error?.field === 'before' ? error.text : 'For example 7, 2: a week and two days before. Blank for none.'}
        />
        <TextField
          label={T.repeatAfter}
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={error?.field === 'repeat'}
          helperText={error?.field === 'repeat' ? error.text : 'For example 7: every week after the due date. Blank for none.'}
        />
        <FormControlLabel control={<Switch checked={onDueDay} onChange={(_e, on) => setOnDueDay(on)} />} label={T.onDueDay} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Schedule'}
        </Button>
      </Box>
    </Paper>
  );
}
