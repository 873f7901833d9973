import { Box, Typography } from '@mui/material';
import { formatNumber } from '@firm/shared/domain';
import { DashboardPanel } from '@firm/shared/ui';

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
          <Box key={figure.label} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {figure.value}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </DashboardPanel>
  );
}
