import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { checklistBodySchema, CHECKLIST_MAX, type ChecklistItem, type ComplianceRow } from '@firm/shared/domain/compliance';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { useSaveChecklist } from '../api/compliance';

// A compliance's default document checklist: the documents every Project it opens asks the
// client for, each required or optional, due on the Project's internal due date. Projects already open
// keep the requests they were given.

type Row = ChecklistItem & { key: number };

const failureText = (status: number | undefined) =>
  status === 404
    ? 'This compliance no longer exists.'
    : status === 400
      ? 'Check the documents: each needs its own title of at most 200 characters.'
      : 'The checklist could not be saved. Please try again.';

export function ChecklistDialog({ compliance, onClose }: { compliance: ComplianceRow; onClose: () => void }) {
  const save = useSaveChecklist();
  const [next, setNext] = useState(compliance.document_checklist.length);
  const [rows, setRows] = useState<Row[]>(() => compliance.document_checklist.map((item, key) => ({ ...item, key })));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const change = (key: number, patch: Partial<ChecklistItem>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () => {
    setRows((all) => [...all, { key: next, title: '', required: true }]);
    setNext((n) => n + 1);
  };
  const remove = (key: number) => setRows((all) => all.filter((r) => r.key !== key));

  const submit = () => {
    setProblem(null);
    const parsed = checklistBodySchema.safeParse({ items: rows.map(({ title, required }) => ({ title, required })) });
    if (!parsed.success) {
      const byRow: Record<number, string> = {};
      for (const issue of parsed.error.issues) {
        const index = issue.path[1];
        if (typeof index === 'number' && rows[index]) byRow[rows[index].key] ??= issue.message;
        else setProblem(issue.message);
      }
      setErrors(byRow);
      return;
    }
    setErrors({});
    save.mutate(
      { id: compliance.id, items: parsed.data.items },
      { onError: (error) => setProblem(failureText(toHttpFailure(error).status)) },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Document checklist of {compliance.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Each Project this compliance opens asks the client for these documents, due on the Project&apos;s internal due date. Projects
            already open keep their requests.
          </Typography>
          {save.isSuccess ? <Alert severity="success">{save.data.message}</Alert> : null}
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {rows.length === 0 ? <Typography variant="body2">No documents: Projects open without requests.</Typography> : null}
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Documents">
            {rows.map((row, i) => (
              <Box
                component="li"
                key={row.key}
                sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start', gap: 1 }}
              >
                <TextField
                  label={`Document ${i + 1}`}
                  value={row.title}
                  onChange={(e) => change(row.key, { title: e.target.value })}
                  error={Boolean(errors[row.key])}
                  helperText={errors[row.key]}
                  size="small"
                  required
                  sx={{ flex: '1 1 16rem' }}
                />
                <FormControlLabel
                  control={<Switch checked={row.required} onChange={(_e, on) => change(row.key, { required: on })} />}
                  label={row.required ? 'Required' : 'Optional'}
                  sx={{ minWidth: '8.5rem', mr: 0 }}
                />
                <IconButton aria-label={`Remove ${row.title || `document ${i + 1}`}`} onClick={() => remove(row.key)}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Box>
            ))}
          </Stack>
          <Box>
            <Button onClick={add} disabled={rows.length >= CHECKLIST_MAX}>
              Add a document
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save checklist'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
