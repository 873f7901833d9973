import type { ReactNode } from 'react';
import { Paper, Stack, Tab, Tabs } from '@mui/material';

export type ClientListTabsProps<T extends string> = {
  /** The ids' stem: `<id>-tab-<tab>` and `<id>-panel`. */
  id: string;
  ariaLabel: string;
  tabs: readonly T[];
  value: T;
  labelOf: (tab: T) => string;
  onChange: (tab: T) => void;
  /** Scrolls sideways when the labels do not fit (My Invoices' three tabs with their counts). */
  scrollable?: boolean;
  /** The chosen tab's panel. */
  children: ReactNode;
};

/** My Projects' and My Invoices' tabs over the list (the tab lives in the address), and the chosen tab's panel. */
export function ClientListTabs<T extends string>({
  id,
  ariaLabel,
  tabs,
  value,
  labelOf,
  onChange,
  scrollable,
  children,
}: ClientListTabsProps<T>) {
  return (
    <Paper sx={{ minWidth: 0 }}>
      <Tabs
        value={value}
        onChange={(_, next: T) => onChange(next)}
        aria-label={ariaLabel}
        {...(scrollable ? { variant: 'scrollable', allowScrollButtonsMobile: true } : {})}
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
      >
        {tabs.map((key) => (
          <Tab key={key} value={key} label={labelOf(key)} id={`${id}-tab-${key}`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      <Stack role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} sx={{ p: { xs: 1, sm: 2 } }}>
        {children}
      </Stack>
    </Paper>
  );
}
