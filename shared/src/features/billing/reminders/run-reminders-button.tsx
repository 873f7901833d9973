import { Button } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { errorCodeOf, serverMessage, toHttpFailure } from '@firm/shared/domain/errors';
import { reminderTexts as T } from '@firm/shared/domain/reminder';
import { notify } from '@firm/shared/ui';
import { useRunReminders } from '../api/reminders';

/**
 * "Run now": the reminders due are sent now instead of at the hourly run. Disabled while the run is under way;
 * the toast says what was sent (or the server's reason, e.g. reminders are off), and the list below refreshes.
 */
export function RunRemindersButton() {
  const run = useRunReminders();
  const start = () =>
    run.mutate(undefined, {
      onSuccess: (answer) => notify({ variant: answer.data.failed > 0 ? 'warning' : 'success', message: answer.message }),
      onError: (failure) => {
        const answer = toHttpFailure(failure);
        // Off is a state the admin can change here: our words, by its code; any other refusal in the server's.
        const reason = errorCodeOf(answer.data) === 'REMINDERS_OFF' ? T.runOff : serverMessage(answer);
        notify({ variant: 'error', title: T.runFailed, message: reason ?? 'Please try again.' });
      },
    });
  return (
    <Button variant="outlined" size="small" startIcon={<PlayArrowIcon />} onClick={start} disabled={run.isPending} title={T.runNowHelp}>
      {T.runNow}
    </Button>
  );
}
