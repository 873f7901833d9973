import { PROFILE_NAV_ORDER } from '@firm/shared/ui';
import { navLinks } from './nav';

// Spec 01 §2: the supervisor sidebar in the spec's order, for the screens this bundle has; the shell adds Profile last.
describe('the supervisor navigation', () => {
  it('declares its links with the spec’s labels, in order, before Profile', () => {
    const sorted = [...navLinks].sort((a, b) => a.order - b.order);
    expect(sorted.map((link) => [link.label, link.path])).toEqual([
      ['Dashboard', ''],
      ['Projects', 'tasks'],
      ['Reports', 'reports'],
      ['Compliance Board', 'compliance'],
    ]);
    expect(sorted).toEqual(navLinks);
    expect(Math.max(...navLinks.map((link) => link.order))).toBeLessThan(PROFILE_NAV_ORDER);
    expect(new Set(navLinks.map((link) => link.order)).size).toBe(navLinks.length);
  });
});
