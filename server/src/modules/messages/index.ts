import fp from 'fastify-plugin';
import { messageRoutes, messageWorkerPlugin } from './messages.routes';

// Messages to clients and their delivery worker. The worker is decorated on the app itself (this plugin
// does not encapsulate), so the reminder job can queue messages.

export const messagesModule = fp(
  async (app) => {
    await messageWorkerPlugin(app);
    await app.register(messageRoutes);
  },
  { name: 'messages' },
);
