import { Box } from '@mui/material';
import { formatPaise } from '@firm/shared/domain/format';
import { StatCard } from '@firm/shared/ui';

export type MoneyCard = { label: string; paise: number | undefined; caption?: string };

/** The report's totals as cards (the server's sums: never added up in the browser). */
export function MoneyCards({ cards }: { cards: readonly MoneyCard[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        // Wide enough for ₹99,99,999.00 on one line: a laptop fits four, a phone two.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(210px, 1fr))' },
      }}
    >
      {cards.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          value={card.paise === undefined ? '—' : formatPaise(card.paise)}
          caption={card.caption}
        />
      ))}
    </Box>
  );
}

/** Right-aligned money in a table cell ('—' for nothing). */
export const moneyCell = (paise: number) => (paise === 0 ? '—' : formatPaise(paise));
