import DashboardIcon from '@mui/icons-material/Dashboard';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { RoleNavLink } from '@firm/shared/ui';

// Spec 01 §2: Projects (tasks) and Invoices follow the dashboard, in that order.
export const navLinks: readonly RoleNavLink[] = [
  { label: 'Dashboard', path: '', icon: DashboardIcon, order: 10 },
  { label: 'My Projects', path: 'tasks', icon: AssignmentIcon, order: 20 },
  { label: 'My Invoices', path: 'invoices', icon: ReceiptLongIcon, order: 30 },
];
