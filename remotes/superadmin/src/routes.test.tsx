import { expectAreaNotFound } from '@firm/shared/ui/testing';
import RoleRoutes from './routes';

describe('the superadmin area’s routes', () => {
  it('shows the not-found page, with links to the dashboard and home, for a path the area does not have', () => {
    expectAreaNotFound(RoleRoutes, 'superadmin');
  });
});
