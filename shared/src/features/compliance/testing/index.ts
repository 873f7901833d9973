// The compliance testing door: the fake server and fixtures other parts' tests (the remotes') use.
export * from './compliance-server';
export * from './client-filings-server';
