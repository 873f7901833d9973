import { useId, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Paper, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ClientInvoice, ClientTask } from '@firm/shared/domain';
import { ErrorWithRetry } from '@firm/shared/ui';
import { InvoiceList } from './invoice-list';
import { ProjectList } from './project-list';

export type DashboardTab = 'project' | 'invoices';
export type ProjectView = 'ongoing' | 'completed';
export type InvoiceView = 'unpaid' | 'paid';

/** One list as the server gave it: its rows, or that it is loading, or why it failed. */
export type ListState<Row> = { rows: readonly Row[]; loading: boolean; error: string | null; onRetry: () => void };

export type ClientDashboardTabsProps = {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  projectView: ProjectView;
  onProjectViewChange: (view: ProjectView) => void;
  invoiceView: InvoiceView;
  onInvoiceViewChange: (view: InvoiceView) => void;
  projects: ListState<ClientTask>;
  invoices: ListState<ClientInvoice>;
};

function ListBody<Row>({ state, loadingLabel, children }: { state: ListState<Row>; loadingLabel: string; children: ReactNode }) {
  if (state.error) return <ErrorWithRetry message={state.error} onRetry={state.onRetry} />;
  if (state.loading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 5 }}>
        <CircularProgress size={28} aria-label={loadingLabel} />
      </Box>
    );
  return <>{children}</>;
}

const PROJECT_VIEWS: readonly [ProjectView, string][] = [
  ['ongoing', 'Ongoing'],
  ['completed', 'Completed'],
];
const INVOICE_VIEWS: readonly [InvoiceView, string][] = [
  ['unpaid', 'Unpaid'],
  ['paid', 'Paid'],
];

type ViewChoiceProps<View extends string> = {
  label: string;
  value: View;
  views: readonly [View, string][];
  onChange: (view: View) => void;
  /** The full page's address and the link's words. */
  to: string;
  linkText: string;
};

/** A list's views as toggle buttons, and the link to its full page. */
function ViewChoice<View extends string>({ label, value, views, onChange, to, linkText }: ViewChoiceProps<View>) {
  return (
    <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        // An exclusive group reports null when the pressed button is clicked again; the view must stay chosen.
        onChange={(_, next: View | null) => next && onChange(next)}
        aria-label={label}
      >
        {views.map(([view, text]) => (
          <ToggleButton key={view} value={view}>
            {text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button component={RouterLink} to={to} size="small">
        {linkText}
      </Button>
    </Stack>
  );
}

/** Spec 02 §2.7: the Project (Ongoing/Completed) and Invoices (Unpaid/Paid) tabs, each with a link to its full page. */
export function ClientDashboardTabs(props: ClientDashboardTabsProps) {
  const { tab, projectView, invoiceView, projects, invoices } = props;
  const idPrefix = useId();

  return (
    <Paper sx={{ minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_, next: DashboardTab) => props.onTabChange(next)}
        aria-label="Projects and invoices"
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
      >
        {(['project', 'invoices'] as const).map((key) => (
          <Tab
            key={key}
            value={key}
            label={key === 'project' ? 'Project' : 'Invoices'}
            id={`${idPrefix}-tab-${key}`}
            aria-controls={`${idPrefix}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
        {tab === 'project' ? (
          <>
            <ViewChoice
              label="Project status"
              value={projectView}
              views={PROJECT_VIEWS}
              onChange={props.onProjectViewChange}
              to="/dashboard/client/tasks"
              linkText="View all projects"
            />
            <ListBody state={projects} loadingLabel="Loading projects">
              <ProjectList
                projects={projects.rows}
                emptyMessage={projectView === 'ongoing' ? 'No ongoing projects found' : 'No completed projects found'}
              />
            </ListBody>
          </>
        ) : (
          <>
            <ViewChoice
              label="Invoice status"
              value={invoiceView}
              views={INVOICE_VIEWS}
              onChange={props.onInvoiceViewChange}
              to="/dashboard/client/invoices"
              linkText="View all invoices"
            />
            <ListBody state={invoices} loadingLabel="Loading invoices">
              <InvoiceList
                invoices={invoices.rows}
                emptyMessage={invoiceView === 'unpaid' ? 'No unpaid invoices found' : 'No paid invoices found'}
              />
            </ListBody>
          </>
        )}
      </Box>
    </Paper>
  );
}
