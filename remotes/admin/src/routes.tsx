import { Route } from 'react-router-dom';
import { AreaRoutes, lazyScreen, screenPreloader } from '@firm/shared/ui';
import {
  CreditNotesPage,
  GenerateInvoiceDialog,
  InvoicesPage,
  OverdueReminders,
  prefetchCreditNoteList,
  prefetchInvoiceList,
} from '@firm/shared/features/billing';
import { loadClientsPage, prefetchClientList } from '@firm/shared/features/clients';
import {
  ComplianceCataloguePage,
  loadClientCompliances,
  complianceBoardWith,
  prefetchComplianceBoard,
} from '@firm/shared/features/compliance';
import { DocumentRemindersPage, PROJECT_TABS } from '@firm/shared/features/documents';
import { EnquiriesPage, prefetchEnquiryList } from '@firm/shared/features/enquiries';
import { prefetchSacCodeList, prefetchServiceCategoryList, SacCodesPage, ServiceCategoriesPage } from '@firm/shared/features/master-data';
import { loadMessagesPage } from '@firm/shared/features/messages';
import { OfficesPage } from '@firm/shared/features/offices';
import { UsersPage } from '@firm/shared/features/people';
import { loadProjectDetailsDialog, prefetchProjectList, ProjectExtraTabsProvider, ProjectsPage } from '@firm/shared/features/projects';
import { ReportsPage } from '@firm/shared/features/reports';
import { DashboardPage } from './dashboard';

// An admin sees and creates every staff role of its organisation (spec 01 §2).
const STAFF_ROLES = ['admin', 'supervisor', 'employee'] as const;

// The dashboard comes with the first navigation; each feature screen loads when it is first opened.
// Screens that show another capability's part are composed here, both loaded before the screen shows.
// A client's page also shows the compliances the firm files for it.
const ClientsPage = lazyScreen(() =>
  Promise.all([loadClientsPage(), loadClientCompliances()]).then(
    ([Page, ClientCompliances]) =>
      function Clients() {
        return <Page ClientExtra={ClientCompliances} />;
      },
  ),
);
// Sent Messages with billing's Overdue Reminders below.
const MessagesPage = lazyScreen(() =>
  Promise.all([loadMessagesPage(), OverdueReminders.preload()]).then(
    ([Page]) =>
      function Messages() {
        return <Page Reminders={OverdueReminders} />;
      },
  ),
);
// The compliance board opens the admin's own Project dialog.
const ComplianceBoardPage = complianceBoardWith(loadProjectDetailsDialog);

/**
 * Called by the shell as the page opens on /dashboard/admin/<path>: the screen loads beside the portal,
 * and a list screen's first page is asked for at once, beside the screen's chunk.
 */
export const preload = screenPreloader({
  clients: { screen: ClientsPage, prefetch: prefetchClientList },
  users: UsersPage,
  'service-categories': { screen: ServiceCategoriesPage, prefetch: prefetchServiceCategoryList },
  'sha-codes': { screen: SacCodesPage, prefetch: prefetchSacCodeList },
  tasks: { screen: ProjectsPage, prefetch: prefetchProjectList },
  invoices: { screen: InvoicesPage, prefetch: prefetchInvoiceList },
  'credit-notes': { screen: CreditNotesPage, prefetch: prefetchCreditNoteList },
  messages: MessagesPage,
  reports: ReportsPage,
  enquiries: { screen: EnquiriesPage, prefetch: prefetchEnquiryList },
  offices: OfficesPage,
  compliance: { screen: ComplianceBoardPage, prefetch: prefetchComplianceBoard },
  'compliance-catalogue': ComplianceCataloguePage,
  'document-reminders': DocumentRemindersPage,
});

export default function RoleRoutes() {
  return (
    <ProjectExtraTabsProvider tabs={PROJECT_TABS}>
      <AreaRoutes role="admin" dashboard={<DashboardPage />}>
        <Route path="clients" element={<ClientsPage />} />
        <Route
          path="users"
          element={
            <UsersPage
              columns={['name', 'email', 'phone', 'role', 'status', 'firm']}
              roleFilter={STAFF_ROLES}
              creatableRoles={STAFF_ROLES}
            />
          }
        />
        <Route path="service-categories" element={<ServiceCategoriesPage />} />
        <Route path="sha-codes" element={<SacCodesPage />} />
        <Route path="tasks" element={<ProjectsPage InvoiceDialog={GenerateInvoiceDialog} />} />
        <Route path="invoices" element={<InvoicesPage />} />
        <Route path="credit-notes" element={<CreditNotesPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="enquiries" element={<EnquiriesPage />} />
        <Route path="offices" element={<OfficesPage />} />
        <Route path="compliance" element={<ComplianceBoardPage />} />
        <Route path="compliance-catalogue" element={<ComplianceCataloguePage />} />
        <Route path="document-reminders" element={<DocumentRemindersPage />} />
      </AreaRoutes>
    </ProjectExtraTabsProvider>
  );
}
