import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { ClientsPage } from '@firm/shared/features/clients/clients-page';
import { UsersPage } from '@firm/shared/features/people/users-page';
import { ServiceCategoriesPage } from '@firm/shared/features/master-data/service-categories-page';
import { SacCodesPage } from '@firm/shared/features/master-data/sac-codes-page';
import { EnquiriesPage } from './features/enquiries/enquiries-page';

export default function RoleRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="clients" element={<ClientsPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="service-categories" element={<ServiceCategoriesPage />} />
      <Route path="sha-codes" element={<SacCodesPage />} />
      <Route path="enquiries" element={<EnquiriesPage />} />
      <Route path="*" element={<Navigate to="/dashboard/admin" replace />} />
    </Routes>
  );
}
