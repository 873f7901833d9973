import { CLIENT_PORTAL_TEXT, clientPortalFailureOf } from './client-portal-errors';
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

  it('turns a refusal of the portal into the access error, and other failures into words to show', () => {
    expect(clientPortalFailureOf({ status: 403, data: { message: 'User not found or inactive' } })).toEqual({ kind: 'access' });
    expect(clientPortalFailureOf({ status: 401 })).toEqual({ kind: 'access' });
    expect(clientPortalFailureOf({ status: 500, data: { message: 'Internal server error' } })).toEqual({
      kind: 'load',
      message: CLIENT_PORTAL_TEXT.loadTasksFailed,
    });
    expect(clientPortalFailureOf({ code: 'ERR_NETWORK' })).toEqual({ kind: 'load', message: 'Failed to load tasks' });
    expect(clientPortalFailureOf({ status: 400, data: { message: 'Tab must be one of ongoing, completed' } })).toEqual({
      kind: 'load',
      message: 'Tab must be one of ongoing, completed',
    });
  });
});
