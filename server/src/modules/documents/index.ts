import fp from 'fastify-plugin';
import { documentRoutes } from './documents.routes';
import { documentClientRoutes } from './documents.client-routes';
import { documentReminderJobPlugin, documentReminderRoutes } from './documents.reminder-routes';
import { waitingOnClientOf } from './documents.repo';

// Documents from clients: requests on a Project, the client's uploads into the shared file store,
// staff review, and reminders on the admin's schedule.

export const documentsModule = fp(
  async (app) => {
    // The Projects' lists show and filter on whether the client owes a document: tasks asks us.
    app.taskHooks.provideColumns({ waitingOnClient: waitingOnClientOf });
    await documentReminderJobPlugin(app);
    await app.register(documentRoutes);
    await app.register(documentClientRoutes);
    await app.register(documentReminderRoutes);
  },
  { name: 'documents', dependencies: ['tasks'] },
);

/** For the compliance calendar's default checklists: adds requests to Projects inside the caller's transaction. */
export { createDocumentRequests, type ProjectRequests } from './documents.service';
