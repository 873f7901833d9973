export * from './attachments';
export * from './project';
export * from './project-detail';
export * from './project-list';
export * from './team-projects-errors';
