import { Box } from '@mui/material';
import { formatNumber } from '@firm/shared/domain/format';
import { DashboardPanel, FigureTile } from '@firm/shared/ui';

const FIGURES = [
  { label: 'Projects Completed', value: formatNumber(45) },
  { label: 'On-time Filing Rate', value: '94%' },
  { label: 'Review Approval Rate', value: '95%' },
] as const;

export function PerformanceSummaryPanel() {
  return (
    <DashboardPanel title="Performance Summary" subtitle="FY 2024-25">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', textAlign: 'center' }}>
        {FIGURES.map((figure) => (
          <FigureTile key={figure.label} label={figure.label} value={figure.value} color={'primary.main'} />
        ))}
      </Box>
    </DashboardPanel>
  );
}
