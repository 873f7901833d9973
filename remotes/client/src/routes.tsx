import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@firm/shared/ui';
import { DashboardPage } from './features/dashboard/dashboard-page';

export default function RoleRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="*" element={<NotFoundScreen dashboardPath="/dashboard/client" />} />
    </Routes>
  );
}
