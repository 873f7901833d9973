import { Route, Routes } from 'react-router-dom';
import { lazyScreen, NotFoundScreen } from '@firm/shared/ui';
import type { StaffPageProps } from '@firm/shared/features/people/staff-page';
import { DashboardPage } from '@firm/shared/features/dashboard/superadmin/dashboard-page';

type StaffCapabilities = Omit<StaffPageProps, 'directory'>;

// The dashboard comes with the first navigation; admin management loads when it is first opened.
const AdminsPage = lazyScreen(() =>
  Promise.all([import('@firm/shared/features/people/staff-page'), import('@firm/shared/features/people/admins-directory')]).then(
    ([{ StaffPage }, { ADMINS_DIRECTORY }]) =>
      function AdminsPage(props: StaffCapabilities) {
        return <StaffPage directory={ADMINS_DIRECTORY} {...props} />;
      },
  ),
);

export default function RoleRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      {/* The super admin manages the firm's admins only (spec 01 §2: its Users screen) and may refresh the list. */}
      <Route
        path="users"
        element={<AdminsPage columns={['name', 'email', 'phone', 'firm', 'status', 'created']} creatableRoles={['admin']} canRefresh />}
      />
      <Route path="*" element={<NotFoundScreen dashboardPath="/dashboard/superadmin" />} />
    </Routes>
  );
}
