// The projects testing door: the fake server other parts' tests (the remotes') use. The fixtures of the
// Projects' own dialog tests (project-fixtures.ts) stay inside the feature.
export * from './project-server';
export * from './client-project-server';
