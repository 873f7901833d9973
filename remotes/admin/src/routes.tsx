import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen, ScreenSuspense } from '@firm/shared/ui';
import { DashboardPage } from './features/dashboard/dashboard-page';

// The dashboard comes with the first navigation; each feature screen loads when it is first opened.
const ClientsPage = lazyScreen(() => import('@firm/shared/features/clients/clients-page').then((m) => m.ClientsPage));
const UsersPage = lazyScreen(() => import('@firm/shared/features/people/users-page').then((m) => m.UsersPage));
const ServiceCategoriesPage = lazyScreen(() =>
  import('@firm/shared/features/master-data/service-categories-page').then((m) => m.ServiceCategoriesPage),
);
const SacCodesPage = lazyScreen(() => import('@firm/shared/features/master-data/sac-codes-page').then((m) => m.SacCodesPage));

export default function RoleRoutes() {
  return (
    <ScreenSuspense>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="clients" element={<ClientsPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="service-categories" element={<ServiceCategoriesPage />} />
        <Route path="sha-codes" element={<SacCodesPage />} />
        <Route path="*" element={<Navigate to="/dashboard/admin" replace />} />
      </Routes>
    </ScreenSuspense>
  );
}
