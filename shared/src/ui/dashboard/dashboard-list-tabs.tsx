import { useId, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Paper, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorWithRetry } from '../load-state';

/** One list as the server gave it: loading, or why it failed (its rows are the tab's `list`). */
export type DashboardListState = { loading: boolean; error: string | null; onRetry: () => void };

/** A dashboard tab: a list with its views as toggle buttons and a link to its full page. */
export type DashboardListTab<View extends string = string> = {
  key: string;
  label: string;
  /** The views' group label, the views ([value, words]) and the chosen one. */
  viewLabel: string;
  views: readonly (readonly [View, string])[];
  view: View;
  // Method syntax: a tab of narrower views still fits a list of tabs (the handler only gets its own views).
  onViewChange(view: View): void;
  /** The full page's address and the link's words. */
  to: string;
  linkText: string;
  state: DashboardListState;
  /** The spinner's accessible name while the list loads. */
  loadingLabel: string;
  /** The list, shown once loaded. */
  list: ReactNode;
};

export type DashboardListTabsProps = {
  ariaLabel: string;
  tabs: readonly DashboardListTab[];
  tab: string;
  onTabChange: (key: string) => void;
};

function ListBody({ state, loadingLabel, children }: { state: DashboardListState; loadingLabel: string; children: ReactNode }) {
  if (state.error) return <ErrorWithRetry message={state.error} onRetry={state.onRetry} />;
  if (state.loading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 5 }}>
        <CircularProgress size={28} aria-label={loadingLabel} />
      </Box>
    );
  return <>{children}</>;
}

/** A list's views as toggle buttons, and the link to its full page. */
function ViewChoice({ tab }: { tab: DashboardListTab }) {
  return (
    <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={tab.view}
        // An exclusive group reports null when the pressed button is clicked again; the view must stay chosen.
        onChange={(_, next: string | null) => next && tab.onViewChange(next)}
        aria-label={tab.viewLabel}
      >
        {tab.views.map(([view, text]) => (
          <ToggleButton key={view} value={view}>
            {text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button component={RouterLink} to={tab.to} size="small">
        {tab.linkText}
      </Button>
    </Stack>
  );
}

/** Lists in tabs (the client dashboard's Project and Invoices), each with its views and a link to its full page. */
export function DashboardListTabs({ ariaLabel, tabs, tab, onTabChange }: DashboardListTabsProps) {
  const idPrefix = useId();
  const shown = tabs.find((t) => t.key === tab) ?? tabs[0]!;
  return (
    <Paper sx={{ minWidth: 0 }}>
      <Tabs
        value={shown.key}
        onChange={(_, next: string) => onTabChange(next)}
        aria-label={ariaLabel}
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
      >
        {tabs.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} id={`${idPrefix}-tab-${t.key}`} aria-controls={`${idPrefix}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${shown.key}`} sx={{ p: { xs: 2, sm: 3 } }}>
        <ViewChoice tab={shown} />
        <ListBody state={shown.state} loadingLabel={shown.loadingLabel}>
          {shown.list}
        </ListBody>
      </Box>
    </Paper>
  );
}
