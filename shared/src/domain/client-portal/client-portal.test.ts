import { CLIENT_STATUS_WORKFLOW, CLIENT_TASK_STATUSES, clientProgressOf } from './client-portal-labels';
import { clientTaskQuerySchema } from './client-portal';
import { TASK_STATUSES } from '../project';

describe('the client portal’s Projects', () => {
  it('shows every workflow status as Pending, In Progress or Completed, closed alone being completed', () => {
    expect(TASK_STATUSES.map(clientProgressOf)).toEqual(['pending', 'in_progress', 'in_progress', 'in_progress', 'completed']);
  });

  it('maps each client filter value onto workflow statuses the way the rows are shown', () => {
    for (const status of CLIENT_TASK_STATUSES) {
      for (const workflow of CLIENT_STATUS_WORKFLOW[status]) {
        expect([status, status === 'closed' ? 'completed' : status]).toContain(clientProgressOf(workflow));
      }
    }
    expect(CLIENT_STATUS_WORKFLOW.on_hold).toEqual([]);
  });

  it('reads the query with 10 a page by default, blank filters as absent', () => {
    expect(clientTaskQuerySchema.parse({ client_id: '7', workflow_status: '', due: '31', tab: 'completed' })).toEqual({
      page: 1,
      limit: 10,
      client_id: 7,
      due: '31',
      tab: 'completed',
    });
  });

  it.each([
    { page: ['1', '2'] },
    { client_id: '007' },
    { client_id: '\u0000' },
    { due: '30' },
    { limit: '1000' },
    { tab: ['ongoing', 'completed'] },
  ])('refuses %j with its field’s message', (query) => {
    const result = clientTaskQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.every((issue) => issue.code !== 'invalid_type')).toBe(true);
  });
});
