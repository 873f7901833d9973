// Spec 02 §8: what the supervisor's and the employee's Projects screens say besides a failed call's words
// (those are the domain's team-projects-errors.ts, which the reports read too).

export const TEAM_PROJECT_MESSAGES = {
  commentFailed: 'Failed to add comment',
  downloadFailed: 'Failed to download file.',
  updated: 'Project Updated',
  invalidOpen: 'Unable to load Project details. Please try again.',
} as const;
