import { expectNavLinks } from '@firm/shared/ui/testing';
import { navLinks } from './nav';

// Spec 01 §2: the supervisor sidebar in the spec's order, for the screens this bundle has; the shell adds Profile last.
describe('the supervisor navigation', () => {
  it('declares its links with the spec’s labels, in order, before Profile', () => {
    expectNavLinks(navLinks, [
      ['Dashboard', ''],
      ['Projects', 'tasks'],
      ['Reports', 'reports'],
      ['Compliance Board', 'compliance'],
    ]);
  });
});
