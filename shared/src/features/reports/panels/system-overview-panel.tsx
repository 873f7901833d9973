import type { ReactNode } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { formatNumber } from '@firm/shared/domain/format';
import { DashboardPanel } from '@firm/shared/ui';

const FIGURES = [
  { label: 'Active Sessions', value: formatNumber(18) },
  { label: 'Pending Reviews', value: formatNumber(9) },
  { label: "Today's Tasks", value: formatNumber(23) },
] as const;

export function SystemOverviewPanel() {
  return (
    <DashboardPanel title="System Overview">
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        <Row label="System Status">
          <Chip size="small" color="success" label="Online" />
        </Row>
        {FIGURES.map((figure) => (
          <Row key={figure.label} label={figure.label}>
            <Typography sx={{ fontWeight: 600 }}>{figure.value}</Typography>
          </Row>
        ))}
      </Box>
    </DashboardPanel>
  );
}

type RowProps = { label: string; children: ReactNode };

function Row({ label, children }: RowProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
