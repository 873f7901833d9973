import fp from 'fastify-plugin';
import { taskRoutes } from './tasks.routes';
import { taskCommentRoutes } from './tasks.comments.routes';
import { taskOptionRoutes } from './tasks.options.routes';
import { createTaskHooks, type TaskHooks } from './tasks.hooks';

// Projects ("tasks" on the wire): the lists and records, comments with attachments, the pickers' options.

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    /** Where another module registers its rules about a Project (compliance: no close without the filing). */
    taskHooks: TaskHooks;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const tasksModule = fp(
  async (app) => {
    app.decorate('taskHooks', createTaskHooks());
    await app.register(taskRoutes);
    await app.register(taskCommentRoutes);
    await app.register(taskOptionRoutes);
  },
  { name: 'tasks' },
);

export { demoLookups, seedDemoProjects, type DemoWork } from './tasks.demo';
export { createTask, scopeOf, teamRole, updateTask, writableTask } from './tasks.service';
export { dueConditions, findTaskView, setProjectBillingOffice, updateTaskRow, type NewTaskActivity } from './tasks.repo';
export { insertActivities, insertActivity, logInvoiceEvent } from './tasks.log.repo';
export { taskSearchCondition } from './task-search';
export type { AckRequiredReader, CloseGuard, ProjectColumns, ProjectFacts, TaskHooks } from './tasks.hooks';
export {
  openGeneratedProjects,
  moveStatutoryDueDate,
  CALENDAR_AUTHOR,
  type GeneratedProject,
  type OpenedProject,
  type StatutoryMove,
} from './tasks.generated';
