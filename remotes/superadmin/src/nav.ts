import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import type { RoleNavLink } from '@firm/shared/ui';

// Spec 01 §2: the super admin's sidebar is its dashboard and Users (admin management).
export const navLinks: readonly RoleNavLink[] = [
  { label: 'Dashboard', path: '', icon: DashboardIcon, order: 10 },
  { label: 'Users', path: 'users', icon: PeopleIcon, order: 20 },
];
