import { useState } from 'react';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormDialog, LoadState } from '@firm/shared/ui';
import { projectQueries } from '../api/projects';
import { ProjectTabs } from './project-tabs';
import { ProjectEdit } from './project-edit';
import { ProjectSummary } from './project-summary';

export type ProjectDetailsDialogProps = { projectId: number; onClose: () => void };

/** Spec 02 §2.1: Task Details, a view with an Edit toggle and the Comments, Activity Logs and Clarifications tabs. */
export function ProjectDetailsDialog({ projectId, onClose }: ProjectDetailsDialogProps) {
  const query = useQuery(projectQueries.detail(projectId));
  const [editing, setEditing] = useState(false);
  const task = query.data;
  if (task && editing) return <ProjectEdit task={task} onDone={() => setEditing(false)} onClose={onClose} />;
  return (
    <FormDialog
      open
      title="Task Details"
      onClose={onClose}
      closeOnBackdropClick
      maxWidth="md"
      actions={
        <>
          <Button onClick={onClose}>Close</Button>
          <Button variant="contained" onClick={() => setEditing(true)} disabled={!task}>
            Edit
          </Button>
        </>
      }
    >
      {task ? (
        <>
          <ProjectSummary task={task} />
          {/* The admin may comment and ask for clarifications on any Project, closed ones too. */}
          <ProjectTabs task={task} canComment canClarify />
        </>
      ) : (
        <LoadState
          error={query.isError ? 'Unable to load Project details. Please try again.' : null}
          onRetry={() => void query.refetch()}
          loadingLabel="Loading Project"
        />
      )}
    </FormDialog>
  );
}
