import type { HttpFailure } from '../errors';
import { employeeProjectErrorMessage, supervisorLoadErrorMessage, teamUpdateErrorMessage } from './team-projects-errors';

describe('the supervisor’s load messages', () => {
  it.each<[HttpFailure, 'tasks' | 'clients' | 'supervisors', string]>([
    [{ status: 500, data: { message: 'boom' } }, 'tasks', 'Server error while fetching tasks'],
    [{ status: 500 }, 'clients', 'Server error while fetching clients'],
    [{ status: 500 }, 'supervisors', 'Server error while fetching supervisors'],
    [{ status: 403, data: { message: 'Insufficient permissions' } }, 'tasks', 'Insufficient permissions'],
    [{ status: 404, data: {} }, 'tasks', 'Failed to load tasks'],
    [{ status: 502 }, 'clients', 'Failed to load clients'],
    [{ code: 'ERR_NETWORK', message: 'Network Error' }, 'supervisors', 'Failed to load supervisors'],
  ])('%j loading %s → %s', (failure, what, message) => {
    expect(supervisorLoadErrorMessage(failure, what)).toBe(message);
  });
});

describe('the update message of the supervisor and the employee', () => {
  it('shows the server’s message, else its detail, else the fallback', () => {
    expect(teamUpdateErrorMessage({ status: 403, data: { message: 'Only an admin can close a Project' } })).toBe(
      'Only an admin can close a Project',
    );
    expect(teamUpdateErrorMessage({ status: 422, data: { detail: 'Bad status' } })).toBe('Bad status');
    expect(teamUpdateErrorMessage({ status: 500, data: {} })).toBe('Failed to update task');
    expect(teamUpdateErrorMessage({ code: 'ERR_NETWORK', message: 'Network Error' })).toBe('Failed to update task');
  });
});

describe('the employee page mapping', () => {
  it.each<[HttpFailure, string]>([
    [{ status: 400, data: { message: 'Status must be one of open, in_progress' } }, 'Status must be one of open, in_progress'],
    [{ status: 400, data: {} }, 'Invalid request. Please check your input.'],
    [{ status: 401, data: { message: 'Token expired' } }, 'Authentication required. Please log in again.'],
    [{ status: 403, data: { message: 'Only an admin can close a Project' } }, "You don't have permission to access this resource."],
    [{ status: 404, data: { message: 'Project not found' } }, 'Requested resource not found.'],
    [{ status: 500, data: { message: 'Database unavailable' } }, 'Database unavailable'],
    [{ status: 500, data: {} }, 'Server error. Please try again later.'],
    [{ code: 'ERR_NETWORK', message: 'Network Error' }, 'No response from server. Please check your internet connection.'],
    [{ code: 'ECONNABORTED', message: 'timeout of 10000ms exceeded' }, 'No response from server. Please check your internet connection.'],
    [{ status: 409, data: { message: 'Conflict' } }, 'An unexpected error occurred. Please try again.'],
    [{ message: 'Unexpected token in JSON' }, 'An unexpected error occurred. Please try again.'],
  ])('%j → %s', (failure, message) => {
    expect(employeeProjectErrorMessage(failure)).toBe(message);
  });
});
