import { Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatNumber } from '@firm/shared/domain';
import { DashboardPanel, FigureTile } from '@firm/shared/ui';

// Spec 02 §2.5: the supervisor dashboard's panels are static sample content.
const FIGURES = [
  { label: 'Unassigned', value: 6, color: 'text.primary' },
  { label: 'Overdue', value: 3, color: 'error.main' },
  { label: 'In Progress', value: 21, color: 'primary.main' },
  { label: 'Pending Review', value: 8, color: 'warning.dark' },
] as const;

export function ProjectManagementPanel() {
  return (
    <DashboardPanel title="Project Management" subtitle="Manage team Projects and assignments">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        {FIGURES.map((figure) => (
          <FigureTile key={figure.label} label={figure.label} value={formatNumber(figure.value)} color={figure.color} />
        ))}
      </Box>
      <Button component={Link} to="tasks" variant="outlined" sx={{ mt: 2 }}>
        View Projects
      </Button>
    </DashboardPanel>
  );
}
