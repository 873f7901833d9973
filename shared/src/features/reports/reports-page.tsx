import { Box, Tab, Tabs } from '@mui/material';
import { CollectionsReport } from './collections-report';
import { GstSummaryReport } from './gst-summary-report';
import { Gstr1ReturnReport } from './gstr1-return-report';
import { ProjectReportScreen } from './project-report-screen';
import { ReceivablesReport } from './receivables-report';
import { PageHeader, useUrlSearch } from '@firm/shared/ui';

// The admin's Reports (spec 02 §2 route `reports`): the Projects report and the money reports as tabs.
// The tab is in the URL (?tab=), so a reload or a link keeps it; changing tab starts that report's own view.

const TABS = [
  { value: 'projects', label: 'Projects' },
  { value: 'receivables', label: 'Receivables' },
  { value: 'collections', label: 'Collections' },
  { value: 'gst', label: 'GST Summary' },
  { value: 'gstr1', label: 'GSTR-1 Return' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

export function ReportsPage() {
  const { searchParams, change } = useUrlSearch();
  const asked = searchParams.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === asked) ? (asked as TabValue) : 'projects';
  return (
    <Box>
      <PageHeader title="Reports & Analytics" />
      <Tabs
        value={tab}
        onChange={(_event, next: TabValue) => change(() => new URLSearchParams(next === 'projects' ? {} : { tab: next }))}
        aria-label="Reports"
        variant="scrollable"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={`reports-tab-${t.value}`} aria-controls="reports-tab-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="reports-tab-panel" aria-labelledby={`reports-tab-${tab}`}>
        {tab === 'projects' ? <ProjectReportScreen variant="staff" showHeader={false} /> : null}
        {tab === 'receivables' ? <ReceivablesReport /> : null}
        {tab === 'collections' ? <CollectionsReport /> : null}
        {tab === 'gst' ? <GstSummaryReport /> : null}
        {tab === 'gstr1' ? <Gstr1ReturnReport /> : null}
      </Box>
    </Box>
  );
}
