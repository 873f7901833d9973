import { useState, type FormEvent } from 'react';
import { Box, Button, FormControlLabel, Paper, Switch, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { parseCadenceText, reminderTexts as T, type ReminderSettings } from '@firm/shared/domain/reminder';
import { serverMessage, toHttpFailure } from '@firm/shared/domain/errors';
import { LoadState, notify } from '@firm/shared/ui';
import { reminderQueries, useSaveReminderSettings } from '../api/reminders';

/** The firm's overdue-reminder settings: on or off, and the days after the due date. */
export function ReminderSettingsForm() {
  const settings = useQuery(reminderQueries.settings());
  if (!settings.data) {
    return (
      <LoadState
        error={settings.isError ? T.loadFailed : null}
        onRetry={() => void settings.refetch()}
        loadingLabel="Loading reminder settings"
        retryLabel="Try Again"
      />
    );
  }
  return <SettingsEditor initial={settings.data} />;
}

function SettingsEditor({ initial }: { initial: ReminderSettings }) {
  const [enabled, setEnabled] = useState(initial.enabled);
  const [days, setDays] = useState(initial.cadence.join(', '));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReminderSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCadenceText(days);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    save.mutate(
      { enabled, cadence: parsed.cadence },
      {
        onSuccess: (saved) => {
          setDays(saved.cadence.join(', '));
          notify({ variant: 'success', message: T.saved });
        },
        onError: (failure) => {
          const reason = serverMessage(toHttpFailure(failure));
          notify({ variant: 'error', title: T.saveFailed, message: reason ?? 'Please try again.' });
        },
      },
    );
  };

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} aria-label="Reminder settings" sx={{ p: 2, mb: 2 }} noValidate>
      <FormControlLabel control={<Switch checked={enabled} onChange={(_e, on) => setEnabled(on)} />} label={T.enabled} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1 }}>
        <TextField
          label={T.cadence}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={error !== null}
          helperText={error ?? T.cadenceHelp}
          size="small"
          sx={{ minWidth: 260, flex: '1 1 260px', maxWidth: 420 }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {T.save}
        </Button>
      </Box>
    </Paper>
  );
}
