import { Box, LinearProgress, Typography } from '@mui/material';
import { DashboardPanel } from '@firm/shared/ui';

const TEAM = [
  { name: 'Priya Menon', completed: 18, onTime: 96 },
  { name: 'Arjun Nair', completed: 15, onTime: 91 },
  { name: 'Kavya Reddy', completed: 12, onTime: 84 },
  { name: 'Rohit Deshpande', completed: 9, onTime: 78 },
] as const;

export function TeamPerformancePanel() {
  return (
    <DashboardPanel title="Team Performance" subtitle="Projects completed and on-time filings this quarter">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {TEAM.map((member) => (
          <Box key={member.name}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1, mb: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {member.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {member.completed} completed · {member.onTime}% on time
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={member.onTime}
              aria-label={`${member.name} on-time rate`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        ))}
      </Box>
    </DashboardPanel>
  );
}
