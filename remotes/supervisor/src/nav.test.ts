import { describeNavLinks } from '@firm/shared/ui/testing';
import { navLinks } from './nav';

// Spec 01 §2: the supervisor sidebar in the spec's order, for the screens this bundle has; the shell adds Profile last.
describeNavLinks('supervisor', navLinks, [
  ['Dashboard', ''],
  ['Projects', 'tasks'],
  ['Reports', 'reports'],
  ['Compliance Board', 'compliance'],
]);
