export * from './project';
export * from './team-projects-errors';
