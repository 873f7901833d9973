import { Box } from '@mui/material';
import { DashboardPanel } from './dashboard-panel';
import { DashboardList, type DashboardListItem } from './dashboard-list';
import { FigureTile, type FigureTileProps } from './figure-tile';

export type ListPanelProps = { title: string; subtitle?: string; items: readonly DashboardListItem[] };

/** A dashboard panel that is a list of rows (recent activity, the Projects due). */
export function ListPanel({ title, subtitle, items }: ListPanelProps) {
  return (
    <DashboardPanel title={title} subtitle={subtitle}>
      <DashboardList items={items} />
    </DashboardPanel>
  );
}

/** A dashboard panel's figures, two to a row. */
export function FigurePairs({ figures }: { figures: readonly FigureTileProps[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
      {figures.map((figure) => (
        <FigureTile key={figure.label} {...figure} />
      ))}
    </Box>
  );
}
