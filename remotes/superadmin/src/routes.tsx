import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen, ScreenSuspense } from '@firm/shared/ui';
import { DashboardPage } from './features/dashboard/dashboard-page';

// The dashboard comes with the first navigation; admin management loads when it is first opened.
const AdminsPage = lazyScreen(() => import('@firm/shared/features/people/admins-page').then((m) => m.AdminsPage));

export default function RoleRoutes() {
  return (
    <ScreenSuspense>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="users" element={<AdminsPage />} />
        <Route path="*" element={<Navigate to="/dashboard/superadmin" replace />} />
      </Routes>
    </ScreenSuspense>
  );
}
