import { describeNavLinks } from '@firm/shared/ui/testing';
import { navLinks } from './nav';

// Spec 01 §2: the admin sidebar in the spec's order, for the screens this bundle has; the shell adds Profile last.
describeNavLinks('admin', navLinks, [
  ['Dashboard', ''],
  ['Clients', 'clients'],
  ['Users', 'users'],
  ['SCA/SHA Codes', 'sha-codes'],
  ['Service Categories', 'service-categories'],
  ['Offices & GST', 'offices'],
  ['Projects', 'tasks'],
  ['Compliance Board', 'compliance'],
  ['Compliance Catalogue', 'compliance-catalogue'],
  ['Document Reminders', 'document-reminders'],
  ['Invoices', 'invoices'],
  ['Credit Notes', 'credit-notes'],
  ['Messages', 'messages'],
  ['Reports', 'reports'],
  ['Enquiries', 'enquiries'],
]);
