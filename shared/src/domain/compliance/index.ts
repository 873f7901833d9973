export * from './periods';
export * from './due-rules';
export * from './project-state';
export * from './catalogue';
export * from './wire';
export * from './client-filings';
export * from './checklists';
export * from './period-board';
