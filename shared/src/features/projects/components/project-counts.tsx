import { Box, Paper, Typography } from '@mui/material';
import { formatNumber } from '@firm/shared/domain/format';
import type { TaskSummary } from '@firm/shared/domain/project';

const COUNTS: { key: keyof TaskSummary; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'ongoing', label: 'Ongoing Projects' },
  { key: 'completed', label: 'Completed' },
  { key: 'assigned', label: 'Assigned' },
  { key: 'unassigned', label: 'Unassigned' },
];

/** Spec 02 §2.1's header counts, over every Project the admin sees whatever the filters. */
export function ProjectCounts({ summary }: { summary: TaskSummary }) {
  return (
    <Box
      component="ul"
      aria-label="Project counts"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 2, p: 0, m: 0, mb: 3 }}
    >
      {COUNTS.map(({ key, label }) => (
        <Paper component="li" key={key} variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {formatNumber(summary[key])}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
