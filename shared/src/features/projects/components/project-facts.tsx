import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { formatDate, formatDateTime } from '@firm/shared/domain/format';
import type { TaskDetail } from '@firm/shared/domain/project';
import { ProjectStatusChip } from './project-status-chip';

export type ProjectFact = 'client' | 'status' | 'name' | 'description' | 'assignee' | 'due' | 'created' | 'statutory' | 'filing';

const LABELS: Record<ProjectFact, string> = {
  client: 'Client',
  status: 'Status',
  name: 'Project Name',
  description: 'Description',
  assignee: 'Assigned To',
  due: 'Due Date',
  created: 'Created',
  statutory: 'Statutory Due Date',
  filing: 'Filing',
};

function valueOf(task: TaskDetail, fact: ProjectFact): ReactNode {
  switch (fact) {
    case 'client':
      return task.client_name;
    case 'status':
      return <ProjectStatusChip status={task.workflow_status} />;
    case 'name':
      return task.task_name;
    case 'description':
      return task.service_description;
    case 'assignee':
      return task.assignee_name ?? 'Unassigned';
    case 'due':
      return task.due_date ? formatDate(task.due_date) : 'No due date';
    case 'created':
      return formatDateTime(task.created_at);
    case 'statutory':
      return formatDate(task.statutory_due_date, 'No statutory due date');
    case 'filing':
      return task.ack_number ? `ARN ${task.ack_number}, filed ${formatDate(task.filed_on)}` : 'Not filed yet';
  }
}

const WIDE: ReadonlySet<ProjectFact> = new Set(['name', 'description']);

/** A Project's fields as a read-only list of label and value, in the order asked. */
export function ProjectFacts({ task, facts }: { task: TaskDetail; facts: readonly ProjectFact[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
      {facts.map((fact) => (
        <Box key={fact} sx={{ gridColumn: WIDE.has(fact) ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {fact === 'due' && task.statutory_due_date ? 'Internal Due Date' : LABELS[fact]}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {valueOf(task, fact)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
