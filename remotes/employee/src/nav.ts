import DashboardIcon from '@mui/icons-material/Dashboard';
import type { RoleNavLink } from '@firm/shared/ui';

// Spec 01 §2: Projects (tasks) and Reports follow the dashboard, in that order, when their screens exist.
export const navLinks: readonly RoleNavLink[] = [{ label: 'Dashboard', path: '', icon: DashboardIcon, order: 10 }];
