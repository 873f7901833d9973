import { createElement } from 'react';
import { lazyScreen } from '@firm/shared/ui';
import type { StaffPageProps } from './staff-page';

// The people capability's door: what the roles' remotes compose. A screen's code loads when it is first
// opened (each `import()` stays its own chunk); the dashboard panels come with the role's first navigation.

export type { StaffPageProps };
export { UserManagementPanel } from './panels/user-management-panel';
export { AdminActivityPanel } from './panels/admin-activity-panel';
export { SystemSettingsPanel } from './panels/system-settings-panel';

type StaffCapabilities = Omit<StaffPageProps, 'directory'>;

/** The admin's Users screen: the organisation's staff. */
export const UsersPage = /* @__PURE__ */ lazyScreen(() =>
  Promise.all([import('./staff-page'), import('./users-directory')]).then(
    ([{ StaffPage }, { USERS_DIRECTORY }]) =>
      function UsersPage(props: StaffCapabilities) {
        return createElement(StaffPage, { directory: USERS_DIRECTORY, ...props });
      },
  ),
);

/** The super admin's Users screen: the firm's admins. */
export const AdminsPage = /* @__PURE__ */ lazyScreen(() =>
  Promise.all([import('./staff-page'), import('./admins-directory')]).then(
    ([{ StaffPage }, { ADMINS_DIRECTORY }]) =>
      function AdminsPage(props: StaffCapabilities) {
        return createElement(StaffPage, { directory: ADMINS_DIRECTORY, ...props });
      },
  ),
);
