import { Box } from '@mui/material';
import type { TaskSummary } from '@firm/shared/domain/project';
import { formatNumber } from '@firm/shared/domain/format';
import { StatCard } from '@firm/shared/ui';

export type ProjectSummaryCard = { key: keyof TaskSummary; label: string };

export type ProjectSummaryCardsProps = {
  /** The server's counts of everything the caller sees, whatever the filters. */
  summary: TaskSummary | undefined;
  cards: readonly ProjectSummaryCard[];
};

/** The header cards of a Projects screen; dashes until the first page arrives. */
export function ProjectSummaryCards({ summary, cards }: ProjectSummaryCardsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${cards.length}, minmax(0, 1fr))` },
      }}
    >
      {cards.map((card) => (
        <StatCard key={card.key} label={card.label} value={summary ? formatNumber(summary[card.key]) : '—'} />
      ))}
    </Box>
  );
}
