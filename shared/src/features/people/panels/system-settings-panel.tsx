import { Box, Chip, Typography } from '@mui/material';
import { DashboardPanel } from '@firm/shared/ui';

const SETTINGS = [
  { label: 'Sign-in', value: 'E-mail one-time code', enabled: true },
  { label: 'Financial year', value: 'FY 2025-26', enabled: true },
  { label: 'Default GST rate (SAC 998222)', value: '18%', enabled: true },
  { label: 'Nightly database backup', value: '02:00 IST', enabled: true },
  { label: 'Maintenance mode', value: 'Off', enabled: false },
] as const;

export function SystemSettingsPanel() {
  return (
    <DashboardPanel title="System Settings" subtitle="Portal-wide configuration">
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {SETTINGS.map((setting) => (
          <Box key={setting.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 160 }}>
              {setting.label}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Chip
                size="small"
                label={setting.value}
                color={setting.enabled ? 'success' : 'default'}
                variant={setting.enabled ? 'filled' : 'outlined'}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </DashboardPanel>
  );
}
