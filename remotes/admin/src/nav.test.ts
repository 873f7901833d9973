import { PROFILE_NAV_ORDER } from '@firm/shared/ui';
import { navLinks } from './nav';

// Spec 01 §2: the admin sidebar in the spec's order, for the screens this bundle has; the shell adds Profile last.
describe('the admin navigation', () => {
  it('declares its links with the spec’s labels, in order, before Profile', () => {
    const sorted = [...navLinks].sort((a, b) => a.order - b.order);
    expect(sorted.map((link) => [link.label, link.path])).toEqual([
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
    expect(sorted).toEqual(navLinks);
    expect(Math.max(...navLinks.map((link) => link.order))).toBeLessThan(PROFILE_NAV_ORDER);
    expect(new Set(navLinks.map((link) => link.order)).size).toBe(navLinks.length);
  });
});
