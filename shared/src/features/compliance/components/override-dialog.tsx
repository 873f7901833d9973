import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@firm/shared/domain/format';
import type { ComplianceRow } from '@firm/shared/domain/compliance';
import { useSaveOverride } from '../api/compliance';
import { subscriptionQueries } from '../api/subscriptions';

// The due-date override: one period of one compliance moves to the date a notification gave,
// with the notification as its note; every Project of that period follows.

const PERIOD_HINT: Record<ComplianceRow['frequency'], string> = {
  monthly: 'e.g. 2026-10',
  quarterly: 'e.g. FY2026-Q2',
  half_yearly: 'e.g. FY2026-H1',
  yearly: 'e.g. FY2025',
  one_time: 'ONCE',
};

export function OverrideDialog({ compliance, onClose }: { compliance: ComplianceRow; onClose: () => void }) {
  const save = useSaveOverride();
  const saved = useQuery(subscriptionQueries.overrides(compliance.id));
  const [period, setPeriod] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [note, setNote] = useState('');
  const failure = save.error as { response?: { data?: { message?: string } } } | null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Override the due date of {compliance.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {save.isSuccess ? <Alert severity="success">{save.data.message}</Alert> : null}
          {failure ? <Alert severity="error">{failure.response?.data?.message ?? 'The due date could not be saved.'}</Alert> : null}
          <TextField
            label="Period"
            value={period}
            onChange={(e) => setPeriod(e.target.value.trim())}
            helperText={PERIOD_HINT[compliance.frequency]}
            required
          />
          <TextField
            label="New due date"
            type="date"
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            label="Note (the notification)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            required
          />
          {saved.data?.length ? (
            <section aria-label="Due dates overridden">
              <Typography variant="subtitle2">Due dates overridden</Typography>
              <List dense disablePadding>
                {saved.data.map((o) => (
                  <ListItem key={o.period_key} disableGutters>
                    <ListItemText primary={`${o.period_label}: due ${formatDate(o.due_date)}`} secondary={o.note} />
                  </ListItem>
                ))}
              </List>
            </section>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={save.isPending || !period || !dueDate || !note.trim()}
          onClick={() => save.mutate({ id: compliance.id, body: { period_key: period, due_date: dueDate, note } })}
        >
          Save due date
        </Button>
      </DialogActions>
    </Dialog>
  );
}
