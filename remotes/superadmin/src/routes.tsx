import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@firm/shared/ui';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AdminsPage } from '@firm/shared/features/people/admins-page';

export default function RoleRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="users" element={<AdminsPage />} />
      <Route path="*" element={<NotFoundScreen dashboardPath="/dashboard/superadmin" />} />
    </Routes>
  );
}
