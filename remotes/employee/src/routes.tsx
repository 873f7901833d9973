import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/dashboard/dashboard-page';

export default function RoleRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="*" element={<Navigate to="/dashboard/employee" replace />} />
    </Routes>
  );
}
