// The documents testing door: the fake server and fixtures other parts' tests (the remotes') use.
export * from './document-server';
