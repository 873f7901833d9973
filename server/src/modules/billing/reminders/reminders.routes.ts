import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cadenceOfBody,
  reminderListAnswerSchema,
  reminderListQuerySchema,
  reminderRunAnswerSchema,
  reminderRunMessage,
  reminderSettingsAnswerSchema,
  reminderSettingsBodySchema,
  reminderSettingsSavedSchema,
  reminderTexts as T,
} from '@firm/shared/domain/reminder';
import { HOME_BY_ROLE } from '@firm/shared/domain/auth';
import { paginationOf } from '@firm/shared/domain/list';
import { badRequest } from '../../../platform/errors';
import { portalUrl } from '../../../platform/config';
import { createReminderJob, type ReminderJob } from './reminder-job';
import { findReminderSettings, listReminders, saveReminderSettings } from './reminders.repo';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    /** The overdue-reminder job; `runOnce()` lets a test (or the admin's "Run now", for one firm) run a pass. */
    reminders: ReminderJob;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * The job, decorated on the app itself. It starts when the app is ready only where the configuration says
 * so (REMINDER_JOB; off under NODE_ENV=test, where a test calls `app.reminders.runOnce()`), and stops before
 * the app closes.
 */
export async function reminderJobPlugin(app: FastifyInstance) {
  const job = createReminderJob({
    db: app.db,
    send: (mail) => app.mailer.send(mail),
    clock: app.clock,
    log: app.log,
    portalInvoicesUrl: `${portalUrl(app.config)}${HOME_BY_ROLE.client}/invoices`,
    intervalMs: app.config.reminders.intervalMinutes * 60_000,
  });
  app.decorate('reminders', job);
  if (app.config.reminders.job) app.addHook('onReady', async () => job.start());
  app.addHook('preClose', () => job.stop());
}

/** GET/PUT /api/reminders/settings, GET /api/reminders and POST /api/reminders/run: the admin's, within the admin's own firm. */
export async function reminderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: ['admin'] as const, row: 'own-organization' as const } };

  r.get('/api/reminders/settings', { config: admins, schema: { response: { 200: reminderSettingsAnswerSchema } } }, async (request) => ({
    success: true as const,
    data: await findReminderSettings(app.db, request.auth.organizationId),
  }));

  r.put(
    '/api/reminders/settings',
    { config: admins, schema: { body: reminderSettingsBodySchema, response: { 200: reminderSettingsSavedSchema } } },
    async (request) => {
      const checked = cadenceOfBody(request.body.cadence);
      if ('error' in checked)
        throw badRequest(checked.error, [{ field: 'cadence', message: checked.error, code: 'REMINDER_CADENCE_INVALID' }]);
      const settings = { enabled: request.body.enabled, cadence: checked.cadence };
      const data = await saveReminderSettings(app.db, request.auth.organizationId, settings, app.clock.now());
      return { success: true as const, message: T.saved, data };
    },
  );

  r.get(
    '/api/reminders',
    { config: admins, schema: { querystring: reminderListQuerySchema, response: { 200: reminderListAnswerSchema } } },
    async (request) => {
      const { rows, total } = await listReminders(app.db, request.auth.organizationId, request.query);
      return { success: true as const, data: { reminders: rows }, pagination: paginationOf(request.query, total) };
    },
  );

  // "Run now": the pass the hourly job makes, over the caller's firm alone. The claims make it safe beside the
  // job or a second click: an invoice's step is sent once whoever runs first.
  r.post('/api/reminders/run', { config: admins, schema: { response: { 200: reminderRunAnswerSchema } } }, async (request) => {
    const organizationId = request.auth.organizationId;
    const settings = await findReminderSettings(app.db, organizationId);
    if (!settings.enabled) throw badRequest(T.runOff, undefined, 'REMINDERS_OFF');
    const { sent, failed, skipped } = await app.reminders.runOnce(organizationId);
    const data = { sent, failed, skipped };
    return { success: true as const, message: reminderRunMessage(data), data };
  });
}
