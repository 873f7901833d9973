// Spec 02 §8 'Supervisor loads' and 'Employee page mapping': what the supervisor's and the employee's
// Projects screens say when a call fails.

import { serverMessage, serverText, type HttpFailure } from '../errors';

/** What the supervisor's screen loads: its Projects, and the clients and supervisors of its filters. */
export type SupervisorLoad = 'tasks' | 'clients' | 'supervisors';

const LOAD_FALLBACK: Record<SupervisorLoad, string> = {
  tasks: 'Failed to load tasks',
  clients: 'Failed to load clients',
  supervisors: 'Failed to load supervisors',
};

const UPDATE_FAILED = 'Failed to update task';

/** A supervisor's load: 500 names what failed; otherwise the server's message, else 'Failed to load …'. */
export function supervisorLoadErrorMessage(failure: HttpFailure, what: SupervisorLoad): string {
  if (failure.status === 500) return `Server error while fetching ${what}`;
  return (failure.status !== undefined ? serverMessage(failure) : undefined) ?? LOAD_FALLBACK[what];
}

/** A supervisor's or employee's update: the server's message or detail, else 'Failed to update task'. */
export function teamUpdateErrorMessage(failure: HttpFailure): string {
  return serverText(failure) ?? UPDATE_FAILED;
}

/** Every failed call of the employee's My Projects screen. */
export function employeeProjectErrorMessage(failure: HttpFailure): string {
  switch (failure.status) {
    case 400:
      return serverText(failure) ?? 'Invalid request. Please check your input.';
    case 401:
      return 'Authentication required. Please log in again.';
    case 403:
      return "You don't have permission to access this resource.";
    case 404:
      return 'Requested resource not found.';
    case 500:
      return serverText(failure) ?? 'Server error. Please try again later.';
    case undefined:
      // The HTTP client names a request that got no answer (ERR_NETWORK, ECONNABORTED); anything else
      // that was thrown (a malformed answer) is not the connection's fault.
      if (failure.code) return 'No response from server. Please check your internet connection.';
      return 'An unexpected error occurred. Please try again.';
    default:
      return 'An unexpected error occurred. Please try again.';
  }
}
