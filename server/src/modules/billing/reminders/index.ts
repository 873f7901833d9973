import fp from 'fastify-plugin';
import { reminderJobPlugin, reminderRoutes } from './reminders.routes';

// Overdue reminders: the settings and the daily job. The job is decorated on the app itself.

export const remindersModule = fp(
  async (app) => {
    await reminderJobPlugin(app);
    await app.register(reminderRoutes);
  },
  { name: 'reminders' },
);

export { startReminderSettings } from './reminders.repo';
