import { describeNavLinks } from '@firm/shared/ui/testing';
import { navLinks } from './nav';

// Spec 01 §2: the employee sidebar in the spec's order, for the screens this bundle has; the shell adds Profile last.
describeNavLinks('employee', navLinks, [
  ['Dashboard', ''],
  ['My Projects', 'tasks'],
  ['Reports', 'reports'],
]);
