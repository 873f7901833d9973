import { Route, Routes } from 'react-router-dom';
import { lazyDialog, lazyScreen, NotFoundScreen, screenPreloader } from '@firm/shared/ui';
import type { StaffPageProps } from '@firm/shared/features/people/staff-page';
import { prefetchClientList } from '@firm/shared/features/clients/api/client-list-prefetch';
import { DashboardPage } from '@firm/shared/features/dashboard/admin/dashboard-page';
import {
  CreditNotesPage,
  GenerateInvoiceDialog,
  InvoicesPage,
  OverdueReminders,
  prefetchCreditNoteList,
  prefetchInvoiceList,
} from '@firm/shared/features/billing';
import { prefetchEnquiryList } from '@firm/shared/features/enquiries/api/enquiry-list-prefetch';
import { prefetchSacCodeList, prefetchServiceCategoryList } from '@firm/shared/features/master-data/api/master-data-list-prefetch';
import { prefetchProjectList } from '@firm/shared/features/projects/api/project-list-prefetch';
import { ProjectExtraTabsProvider, type ProjectExtraTab } from '@firm/shared/features/projects/components/project-extra-tabs';
import { prefetchComplianceBoard } from '@firm/shared/features/compliance/api/board-prefetch';

type StaffCapabilities = Omit<StaffPageProps, 'directory'>;
// An admin sees and creates every staff role of its organisation (spec 01 §2).
const STAFF_ROLES = ['admin', 'supervisor', 'employee'] as const;

// The dashboard comes with the first navigation; each feature screen loads when it is first opened.
// A client's page also shows the compliances the firm files for it.
const ClientsPage = lazyScreen(() =>
  Promise.all([
    import('@firm/shared/features/clients/clients-page'),
    import('@firm/shared/features/compliance/subscriptions/client-compliances'),
  ]).then(
    ([{ ClientsPage: Page }, { ClientCompliances }]) =>
      function Clients() {
        return <Page ClientExtra={ClientCompliances} />;
      },
  ),
);
const UsersPage = lazyScreen(() =>
  Promise.all([import('@firm/shared/features/people/staff-page'), import('@firm/shared/features/people/users-directory')]).then(
    ([{ StaffPage }, { USERS_DIRECTORY }]) =>
      function UsersPage(props: StaffCapabilities) {
        return <StaffPage directory={USERS_DIRECTORY} {...props} />;
      },
  ),
);
const ServiceCategoriesPage = lazyScreen(() =>
  import('@firm/shared/features/master-data/service-categories-page').then((m) => m.ServiceCategoriesPage),
);
const SacCodesPage = lazyScreen(() => import('@firm/shared/features/master-data/sac-codes-page').then((m) => m.SacCodesPage));
const ProjectsPage = lazyScreen(() => import('@firm/shared/features/projects/projects-page').then((m) => m.ProjectsPage));
// Sent Messages with billing's Overdue Reminders below, both loaded before the screen shows.
const MessagesPage = lazyScreen(() =>
  Promise.all([import('@firm/shared/features/messages/messages-page'), OverdueReminders.preload()]).then(
    ([{ MessagesPage: Page }]) =>
      function Messages() {
        return <Page Reminders={OverdueReminders} />;
      },
  ),
);
const ReportsPage = lazyScreen(() => import('@firm/shared/features/reports/reports-page').then((m) => m.ReportsPage));
const ComplianceBoardPage = lazyScreen(() =>
  Promise.all([
    import('@firm/shared/features/compliance/compliance-board-page'),
    import('@firm/shared/features/projects/components/project-details-dialog'),
  ]).then(
    ([{ ComplianceBoardPage: Board }, { ProjectDetailsDialog }]) =>
      function ComplianceBoard() {
        return <Board ProjectDialog={ProjectDetailsDialog} />;
      },
  ),
);
const ComplianceCataloguePage = lazyScreen(() =>
  import('@firm/shared/features/compliance/compliance-catalogue-page').then((m) => m.ComplianceCataloguePage),
);
const DocumentRemindersPage = lazyScreen(() =>
  import('@firm/shared/features/documents/reminders/document-reminders-page').then((m) => m.DocumentRemindersPage),
);
const OfficesPage = lazyScreen(() => import('@firm/shared/features/offices/offices-page').then((m) => m.OfficesPage));
const EnquiriesPage = lazyScreen(() => import('@firm/shared/features/enquiries/enquiries-page').then((m) => m.EnquiriesPage));

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

// Every Project dialog of the role shows the Documents tab, loaded when first opened.
const PROJECT_TABS: readonly ProjectExtraTab[] = [
  {
    label: 'Documents',
    Panel: lazyDialog(() => import('@firm/shared/features/documents/staff/project-documents').then((m) => m.ProjectDocuments)),
  },
];

export default function RoleRoutes() {
  return (
    <ProjectExtraTabsProvider tabs={PROJECT_TABS}>
      <Routes>
        <Route index element={<DashboardPage />} />
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
        <Route path="*" element={<NotFoundScreen dashboardPath="/dashboard/admin" />} />
      </Routes>
    </ProjectExtraTabsProvider>
  );
}
