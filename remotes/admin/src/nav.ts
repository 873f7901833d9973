import DashboardIcon from '@mui/icons-material/Dashboard';
import BusinessIcon from '@mui/icons-material/Business';
import PeopleIcon from '@mui/icons-material/People';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import CategoryIcon from '@mui/icons-material/Category';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import NoteAltIcon from '@mui/icons-material/NoteAlt';
import EmailIcon from '@mui/icons-material/Email';
import AssessmentIcon from '@mui/icons-material/Assessment';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ApartmentIcon from '@mui/icons-material/Apartment';
import type { RoleNavLink } from '@firm/shared/ui';

// Spec 01 §2: the admin sidebar, in the spec's order, for the screens this bundle has.
export const navLinks: readonly RoleNavLink[] = [
  { label: 'Dashboard', path: '', icon: DashboardIcon, order: 10 },
  { label: 'Clients', path: 'clients', icon: BusinessIcon, order: 20 },
  { label: 'Users', path: 'users', icon: PeopleIcon, order: 30 },
  { label: 'SCA/SHA Codes', path: 'sha-codes', icon: QrCode2Icon, order: 40 },
  { label: 'Service Categories', path: 'service-categories', icon: CategoryIcon, order: 50 },
  // Not in the spec's sidebar: the offices and their GST registrations, beside the master data.
  { label: 'Offices & GST', path: 'offices', icon: ApartmentIcon, order: 55 },
  { label: 'Projects', path: 'tasks', icon: AssignmentIcon, order: 60 },
  // Not in the spec's sidebar: the compliance calendar, beside the Projects it opens.
  { label: 'Compliance Board', path: 'compliance', icon: FactCheckIcon, order: 62 },
  { label: 'Compliance Catalogue', path: 'compliance-catalogue', icon: EventNoteIcon, order: 64 },
  // Not in the spec's sidebar: reminders for the documents clients owe.
  { label: 'Document Reminders', path: 'document-reminders', icon: NotificationsActiveIcon, order: 66 },
  { label: 'Invoices', path: 'invoices', icon: ReceiptLongIcon, order: 70 },
  { label: 'Credit Notes', path: 'credit-notes', icon: NoteAltIcon, order: 80 },
  { label: 'Messages', path: 'messages', icon: EmailIcon, order: 90 },
  { label: 'Reports', path: 'reports', icon: AssessmentIcon, order: 100 },
  // Not in the spec's sidebar: the website's messages, after the spec's links.
  { label: 'Enquiries', path: 'enquiries', icon: ContactMailIcon, order: 900 },
];
