import { expectNavLinks } from '@firm/shared/ui/testing';
import { navLinks } from './nav';

// Spec 01 §2: the superadmin sidebar in the spec's order, for the screens this bundle has; the shell adds Profile last.
describe('the superadmin navigation', () => {
  it('declares its links with the spec’s labels, in order, before Profile', () => {
    expectNavLinks(navLinks, [
      ['Dashboard', ''],
      ['Users', 'users'],
    ]);
  });
});
