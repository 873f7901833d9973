import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen, ScreenSuspense } from '@firm/shared/ui';
import { DashboardPage } from './features/dashboard/dashboard-page';

// The dashboard comes with the first navigation; admin management loads when it is first opened.
const StaffPage = lazyScreen(() => import('@firm/shared/features/people/staff-page').then((m) => m.StaffPage));

export default function RoleRoutes() {
  return (
    <ScreenSuspense>
      <Routes>
        <Route index element={<DashboardPage />} />
        {/* The super admin manages the firm's admins only (spec 01 §2: its Users screen). */}
        <Route
          path="users"
          element={<StaffPage directory="admins" columns={['name', 'email', 'phone', 'firm', 'status', 'created']} creatableRoles={['admin']} canRefresh />}
        />
        <Route path="*" element={<Navigate to="/dashboard/superadmin" replace />} />
      </Routes>
    </ScreenSuspense>
  );
}
