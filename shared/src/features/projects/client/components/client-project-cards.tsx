import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { formatNumber } from '@firm/shared/domain/format';
import type { ClientTaskSummary } from '@firm/shared/domain/client-portal';
import { FOUR_STATS_SX, StatCard } from '@firm/shared/ui';

export type ProjectCardsProps = { summary: ClientTaskSummary };

/** Spec 02 §2.7: Total, Ongoing, Completed and Overdue over all of the client's Projects. */
export function ProjectCards({ summary }: ProjectCardsProps) {
  return (
    <Box sx={FOUR_STATS_SX}>
      <StatCard label="Total" value={formatNumber(summary.total)} icon={<AssignmentOutlined />} />
      <StatCard label="Ongoing" value={formatNumber(summary.ongoing)} icon={<PendingActionsOutlined />} />
      <StatCard label="Completed" value={formatNumber(summary.completed)} icon={<TaskAltOutlined />} />
      <StatCard label="Overdue" value={formatNumber(summary.overdue)} icon={<EventBusyOutlined />} />
    </Box>
  );
}

export type ProjectCompletionProps = { completed: number; total: number };

/** Completed Projects out of all of them, as a bar. */
export function ProjectCompletion({ completed, total }: ProjectCompletionProps) {
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <Paper component="section" aria-labelledby="project-completion-label" sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id="project-completion-label" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Project completion
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="project-completion-figures">
          {`${formatNumber(completed)} of ${formatNumber(total)} completed (${percent}%)`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="project-completion-label"
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Paper>
  );
}
