import { useState } from 'react';
import { Box, Button, Collapse, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES, type ClientType } from '@firm/shared/domain/client';
import { formatNumber } from '@firm/shared/domain/format';

export type ClientTypeSummaryProps = { counts: Partial<Record<ClientType, number>>; total: number };

/** How many clients of each type, folded away when not needed. */
export function ClientTypeSummary({ counts, total }: ClientTypeSummaryProps) {
  const theme = useTheme();
  // On a phone the fourteen counts would fill the first screen: they start folded there.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(!phone);
  return (
    <Paper sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ px: 2, py: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Clients by Type · {formatNumber(total)} total
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen((v) => !v)}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          aria-controls="client-type-counts"
        >
          {open ? 'Hide' : 'Show'}
        </Button>
      </Stack>
      <Collapse in={open}>
        <Box
          id="client-type-counts"
          // Every row as tall as the tallest tile, so a label that wraps ('Association of Persons') does not
          // leave one row of tiles taller than the others.
          sx={{
            px: 2,
            pb: 2,
            display: 'grid',
            gap: 1,
            gridAutoRows: '1fr',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' },
          }}
        >
          {CLIENT_TYPES.map((type) => (
            // An empty type is quieter (grey number, no border colour), not faded: faded text fails contrast.
            <Box
              key={type}
              data-testid="client-type-tile"
              sx={{ border: 1, borderColor: counts[type] ? 'divider' : 'grey.200', borderRadius: 1, px: 1.5, py: 1 }}
            >
              <Typography variant="h6" component="p" sx={{ lineHeight: 1.2, color: counts[type] ? 'text.primary' : 'text.secondary' }}>
                {formatNumber(counts[type] ?? 0)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {CLIENT_TYPE_LABELS[type]}
              </Typography>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Paper>
  );
}
