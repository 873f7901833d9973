// The reports testing door: the fake server and fixtures other parts' tests (the remotes') use.
export * from './finance-report-server';
export * from './report-server';
