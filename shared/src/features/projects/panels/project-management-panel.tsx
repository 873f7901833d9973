import { Button, Typography } from '@mui/material';
import { formatNumber } from '@firm/shared/domain/format';
import { DashboardPanel, FigurePairs } from '@firm/shared/ui';

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
      <FigurePairs figures={FIGURES.map((figure) => ({ ...figure, value: formatNumber(figure.value) }))} />
      {/* No link to a screen that does not exist yet; spec 02's Projects screen enables it. */}
      <Button variant="outlined" disabled aria-describedby="view-projects-note" sx={{ mt: 2 }}>
        View Projects
      </Button>
      <Typography id="view-projects-note" variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
        The Projects screen is not available yet.
      </Typography>
    </DashboardPanel>
  );
}
