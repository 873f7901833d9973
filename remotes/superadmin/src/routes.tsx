import { Route } from 'react-router-dom';
import { AreaRoutes } from '@firm/shared/ui';
import { AdminsPage } from '@firm/shared/features/people';
import { DashboardPage } from './dashboard';

// The dashboard comes with the first navigation; admin management loads when it is first opened.
export default function RoleRoutes() {
  return (
    <AreaRoutes role="superadmin" dashboard={<DashboardPage />}>
      {/* The super admin manages the firm's admins only (spec 01 §2: its Users screen) and may refresh the list. */}
      <Route
        path="users"
        element={<AdminsPage columns={['name', 'email', 'phone', 'firm', 'status', 'created']} creatableRoles={['admin']} canRefresh />}
      />
    </AreaRoutes>
  );
}
