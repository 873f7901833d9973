import { clientPortalListKey } from '@firm/shared/ui';
import { clientProjectList } from '../api/client-projects';
import { projectParams } from './dashboard-projects';

// The dashboard builds its keys without loading the resource: they must be the very keys My Projects uses,
// or it would load the list twice and a payment's refresh of ['client-portal'] would miss one of them.
describe('the client’s Projects’ cache keys', () => {
  it('are the same for the dashboard and My Projects, under client-portal', () => {
    const tasks = projectParams('completed');
    expect(clientProjectList('7').list(tasks).queryKey).toEqual(clientPortalListKey('tasks', '7', tasks));
    expect(clientPortalListKey('tasks', '7', tasks)[0]).toBe('client-portal');
    expect(clientProjectList('8').list(tasks).queryKey).not.toEqual(clientPortalListKey('tasks', '7', tasks));
  });
});
