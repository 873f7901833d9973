import { useId, useState } from 'react';
import { Box, Paper, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { isInvoicePaid, isProjectCompleted, type DashboardInvoice, type DashboardProject } from '../dashboard-summary';
import { InvoiceList } from './invoice-list';
import { ProjectList } from './project-list';

export type ClientDashboardTabsProps = {
  projects: DashboardProject[];
  invoices: DashboardInvoice[];
};

type TabKey = 'project' | 'invoices';
type ProjectView = 'ongoing' | 'completed';
type InvoiceView = 'unpaid' | 'paid';

export function ClientDashboardTabs({ projects, invoices }: ClientDashboardTabsProps) {
  const idPrefix = useId();
  const [tab, setTab] = useState<TabKey>('project');
  const [projectView, setProjectView] = useState<ProjectView>('ongoing');
  const [invoiceView, setInvoiceView] = useState<InvoiceView>('unpaid');

  const shownProjects = projects.filter((project) => isProjectCompleted(project) === (projectView === 'completed'));
  const shownInvoices = invoices.filter((invoice) => isInvoicePaid(invoice) === (invoiceView === 'paid'));

  // Exclusive toggles report null when the pressed button is clicked again; the view must stay chosen.
  const handleProjectView = (_: unknown, next: ProjectView | null) => next && setProjectView(next);
  const handleInvoiceView = (_: unknown, next: InvoiceView | null) => next && setInvoiceView(next);

  return (
    <Paper sx={{ minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setTab(next)}
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
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={projectView}
              onChange={handleProjectView}
              aria-label="Project status"
              sx={{ mb: 1 }}
            >
              <ToggleButton value="ongoing">Ongoing</ToggleButton>
              <ToggleButton value="completed">Completed</ToggleButton>
            </ToggleButtonGroup>
            <ProjectList
              projects={shownProjects}
              emptyMessage={projectView === 'ongoing' ? 'No ongoing projects found' : 'No completed projects found'}
            />
          </>
        ) : (
          <>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={invoiceView}
              onChange={handleInvoiceView}
              aria-label="Invoice status"
              sx={{ mb: 1 }}
            >
              <ToggleButton value="unpaid">Unpaid</ToggleButton>
              <ToggleButton value="paid">Paid</ToggleButton>
            </ToggleButtonGroup>
            <InvoiceList
              invoices={shownInvoices}
              emptyMessage={invoiceView === 'unpaid' ? 'No unpaid invoices found' : 'No paid invoices found'}
            />
          </>
        )}
      </Box>
    </Paper>
  );
}
