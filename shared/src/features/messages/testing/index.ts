// The messages testing door: the fake server and fixtures other parts' tests (the remotes') use.
export * from './message-server';
