import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { projectMessages, type PersonOption, type TaskDetail } from '@firm/shared/domain/project';
import { serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import { notify } from '@firm/shared/ui';
import { personName, projectQueries, useUpdateProject } from '../api/projects';

export type ProjectClarificationProps = { task: TaskDetail; canClarify: boolean };

function whoAskedWhom(task: TaskDetail): string {
  if (!task.require_clarification) return 'No clarification has been requested.';
  const from = task.clarification_from_name ?? 'Someone';
  return task.clarification_to_name
    ? `${from} asked ${task.clarification_to_name} for a clarification.`
    : `${from} asked for a clarification.`;
}

/**
 * Spec 02 §4-§5: the clarification flag and the advisor (an admin or supervisor) asked. With the flag on an
 * advisor must be chosen; turning it off clears the advisor. The requester is the caller (the server's rule).
 */
export function ProjectClarification({ task, canClarify }: ProjectClarificationProps) {
  const [required, setRequired] = useState(task.require_clarification);
  const [advisor, setAdvisor] = useState(task.clarification_to ? String(task.clarification_to) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const options = useQuery({ ...projectQueries.options(), enabled: canClarify });
  const update = useUpdateProject(task.task_id);
  // The advisor asked stays on the list even when no longer offered (deactivated since).
  const advisors: PersonOption[] = [...(options.data?.advisors ?? [])];
  if (options.data && task.clarification_to !== null && !advisors.some((p) => p.id === task.clarification_to)) {
    advisors.push({ id: task.clarification_to, first_name: task.clarification_to_name ?? `User ${task.clarification_to}`, last_name: '' });
  }

  const handleSave = () => {
    if (required && !advisor) {
      setProblem(projectMessages.advisorRequired);
      return;
    }
    setProblem(null);
    update.mutate(
      { require_clarification: required, clarification_to: required ? Number(advisor) : null },
      {
        onSuccess: () => notify({ variant: 'success', message: 'Task Updated' }),
        onError: (error) => notify({ variant: 'error', message: serverTextOr(toHttpFailure(error), 'Failed to update task') }),
      },
    );
  };

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{whoAskedWhom(task)}</Typography>
      {canClarify ? (
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Checkbox
                checked={required}
                onChange={(event) => {
                  setRequired(event.target.checked);
                  setProblem(null);
                  if (!event.target.checked) setAdvisor('');
                }}
              />
            }
            label="Is clarification required?"
          />
          {options.isError ? <Alert severity="error">Failed to load users. Please try again.</Alert> : null}
          <TextField
            select
            label="Advisor"
            value={options.data ? advisor : ''}
            onChange={(event) => {
              setAdvisor(event.target.value);
              setProblem(null);
            }}
            disabled={!required || !options.data || update.isPending}
            error={Boolean(problem)}
            helperText={problem ?? 'An admin or supervisor who will answer'}
            sx={{ maxWidth: 360 }}
          >
            {advisors.map((person) => (
              <MenuItem key={person.id} value={String(person.id)}>
                {personName(person)}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <Button variant="contained" onClick={handleSave} disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Clarification'}
            </Button>
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}
