import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import BusinessIcon from '@mui/icons-material/Business';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import CategoryIcon from '@mui/icons-material/Category';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import MailIcon from '@mui/icons-material/Mail';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { HOME_BY_ROLE, type Role } from '@firm/shared/domain';

export type NavIcon = typeof DashboardIcon;

export type NavLink = {
  label: string;
  /** Relative to /dashboard/<role>; '' is the role's dashboard. */
  path: string;
  icon: NavIcon;
  /** Whether the screen behind the link exists yet; later issues flip these. */
  available: boolean;
};

const dashboard: NavLink = { label: 'Dashboard', path: '', icon: DashboardIcon, available: true };
const profile: NavLink = { label: 'Profile', path: 'profile', icon: AccountCircleIcon, available: true };
const projects: NavLink = { label: 'Projects', path: 'tasks', icon: AssignmentIcon, available: false };
const invoices: NavLink = { label: 'Invoices', path: 'invoices', icon: ReceiptLongIcon, available: false };
const reports: NavLink = { label: 'Reports', path: 'reports', icon: AssessmentIcon, available: false };

/** Spec 01 §2 (portal shell): the sidebar of each role, in order. */
export const NAV_LINKS: Record<Role, readonly NavLink[]> = {
  superadmin: [dashboard, { label: 'Users', path: 'users', icon: PeopleIcon, available: true }, profile],
  admin: [
    dashboard,
    { label: 'Clients', path: 'clients', icon: BusinessIcon, available: true },
    { label: 'Users', path: 'users', icon: PeopleIcon, available: true },
    { label: 'SCA/SHA Codes', path: 'sha-codes', icon: QrCode2Icon, available: true },
    { label: 'Service Categories', path: 'service-categories', icon: CategoryIcon, available: true },
    projects,
    invoices,
    { label: 'Credit Notes', path: 'credit-notes', icon: RequestQuoteIcon, available: false },
    { label: 'Messages', path: 'messages', icon: MailIcon, available: false },
    reports,
    profile,
  ],
  supervisor: [dashboard, projects, reports, profile],
  employee: [dashboard, projects, reports, profile],
  client: [dashboard, projects, invoices, profile],
};

/** The links a role's sidebar shows today. */
export function navLinksFor(role: Role): NavLink[] {
  return NAV_LINKS[role].filter((link) => link.available);
}

export function linkHref(role: Role, link: Pick<NavLink, 'path'>): string {
  return link.path ? `/dashboard/${role}/${link.path}` : `/dashboard/${role}`;
}

/** The label of the link a path belongs to (the longest match), for the app bar's title; a path of no link shows the 404 page. */
export function pageTitleFor(role: Role, pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const match = NAV_LINKS[role]
    .filter((link) => {
      const href = linkHref(role, link);
      return trimmed === href || (link.path !== '' && trimmed.startsWith(`${href}/`));
    })
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match?.label ?? 'Page not found';
}

/** Where a role lands after sign-in: the spec's page (spec 01 §2) once its screen exists, else the role's dashboard. */
export function homeFor(role: Role): string {
  const home = HOME_BY_ROLE[role];
  const link = NAV_LINKS[role].find((entry) => linkHref(role, entry) === home);
  return !link || link.available ? home : `/dashboard/${role}`;
}
