import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen, ScreenSuspense } from '@firm/shared/ui';
import { DashboardPage } from './features/dashboard/dashboard-page';

// The dashboard comes with the first navigation; each feature screen loads when it is first opened.
const ClientsPage = lazyScreen(() => import('@firm/shared/features/clients/clients-page').then((m) => m.ClientsPage));
const StaffPage = lazyScreen(() => import('@firm/shared/features/people/staff-page').then((m) => m.StaffPage));
const ServiceCategoriesPage = lazyScreen(() =>
  import('@firm/shared/features/master-data/service-categories-page').then((m) => m.ServiceCategoriesPage),
);
const SacCodesPage = lazyScreen(() => import('@firm/shared/features/master-data/sac-codes-page').then((m) => m.SacCodesPage));

// What an admin may do with the organisation's accounts (spec 01 §2): see every staff role, create any.
const STAFF_ROLES = ['admin', 'supervisor', 'employee'] as const;

export default function RoleRoutes() {
  return (
    <ScreenSuspense>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="clients" element={<ClientsPage />} />
        <Route
          path="users"
          element={
            <StaffPage
              directory="users"
              columns={['name', 'email', 'phone', 'role', 'status', 'firm']}
              roleFilter={STAFF_ROLES}
              creatableRoles={STAFF_ROLES}
            />
          }
        />
        <Route path="service-categories" element={<ServiceCategoriesPage />} />
        <Route path="sha-codes" element={<SacCodesPage />} />
        <Route path="*" element={<Navigate to="/dashboard/admin" replace />} />
      </Routes>
    </ScreenSuspense>
  );
}
