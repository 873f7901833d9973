import fp from 'fastify-plugin';
import { taskRoutes } from './tasks.routes';
import { taskCommentRoutes } from './tasks.comments.routes';
import { taskOptionRoutes } from './tasks.options.routes';

// Projects ("tasks" on the wire): the lists and records, comments with attachments, the pickers' options.

export const tasksModule = fp(
  async (app) => {
    await app.register(taskRoutes);
    await app.register(taskCommentRoutes);
    await app.register(taskOptionRoutes);
  },
  { name: 'tasks' },
);

export { demoLookups, seedDemoProjects } from './tasks.demo';
export { createTask, scopeOf, teamRole, updateTask, writableTask } from './tasks.service';
export { dueConditions, findTaskView, updateTaskRow, type NewTaskActivity } from './tasks.repo';
export { insertActivity } from './tasks.log.repo';
export { taskSearchCondition } from './task-search';
export { openGeneratedProjects, CALENDAR_AUTHOR, type GeneratedProject, type OpenedProject } from './tasks.generated';
