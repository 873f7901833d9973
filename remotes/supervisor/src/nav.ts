import DashboardIcon from '@mui/icons-material/Dashboard';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { RoleNavLink } from '@firm/shared/ui';

// Spec 01 §2: Projects (tasks) and Reports follow the dashboard, in that order.
export const navLinks: readonly RoleNavLink[] = [
  { label: 'Dashboard', path: '', icon: DashboardIcon, order: 10 },
  { label: 'Projects', path: 'tasks', icon: AssignmentIcon, order: 20 },
  { label: 'Reports', path: 'reports', icon: AssessmentIcon, order: 30 },
  // Not in the spec's sidebar: the compliance calendar's board.
  { label: 'Compliance Board', path: 'compliance', icon: FactCheckIcon, order: 40 },
];
