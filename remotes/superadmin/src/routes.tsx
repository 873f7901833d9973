import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AdminsPage } from '@firm/shared/features/people/admins-page';

export default function RoleRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="users" element={<AdminsPage />} />
      <Route path="*" element={<Navigate to="/dashboard/superadmin" replace />} />
    </Routes>
  );
}
