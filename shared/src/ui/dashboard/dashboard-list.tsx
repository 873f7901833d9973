import { Chip, List, ListItem, ListItemText, type ChipProps } from '@mui/material';

export type DashboardListItem = {
  id: number | string;
  primary: string;
  secondary?: string;
  /** A status or priority at the end of the row. */
  chip?: { label: string; color: ChipProps['color']; variant?: 'filled' | 'outlined' };
};

export type DashboardListProps = { items: readonly DashboardListItem[] };

/** The rows of a dashboard panel: a line of text, a line of detail and, where there is one, a chip that never shrinks. */
export function DashboardList({ items }: DashboardListProps) {
  return (
    <List disablePadding>
      {items.map((item, index) => (
        <ListItem key={item.id} disableGutters divider={index < items.length - 1} sx={{ columnGap: 2 }}>
          <ListItemText primary={item.primary} secondary={item.secondary} sx={{ flex: '1 1 auto', minWidth: 0 }} />
          {item.chip ? (
            <Chip
              size="small"
              variant={item.chip.variant ?? 'outlined'}
              label={item.chip.label}
              color={item.chip.color}
              sx={{ flexShrink: 0 }}
            />
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}
