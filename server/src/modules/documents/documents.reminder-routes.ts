import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginationOf } from '@firm/shared/domain/list';
import {
  checkSchedule,
  documentReminderListAnswerSchema,
  documentReminderListQuerySchema,
  documentReminderScheduleAnswerSchema,
  documentReminderScheduleBodySchema,
  documentReminderScheduleSavedSchema,
  documentRequestMessages as M,
  type DocumentReminderSchedule,
} from '@firm/shared/domain/document-request';
import { badRequest } from '../../platform/errors';
import { createDocumentReminderJob, findSchedule, listSentReminders, saveSchedule, type DocumentReminderJob } from './documents.reminders';
import { clientProjectsUrl } from './documents.files';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    /** The document-reminder job; `runOnce()` lets a test run a pass. */
    documentReminders: DocumentReminderJob;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** The job runs where the overdue reminders' job runs (REMINDER_JOB, same interval); tests call runOnce(). */
export async function documentReminderJobPlugin(app: FastifyInstance) {
  const job = createDocumentReminderJob({
    db: app.db,
    clock: app.clock,
    log: app.log,
    portalUrl: clientProjectsUrl(app),
    queued: () => app.mailer.queued(),
    intervalMs: app.config.reminders.intervalMinutes * 60_000,
  });
  app.decorate('documentReminders', job);
  if (app.config.reminders.job) app.addHook('onReady', async () => job.start());
  app.addHook('preClose', () => job.stop());
}

const wire = (s: DocumentReminderSchedule) => ({
  enabled: s.enabled,
  days_before: s.daysBefore,
  on_due_day: s.onDueDay,
  repeat_after_days: s.repeatAfterDays,
});

/** GET/PUT /api/document-reminders/settings and GET /api/document-reminders: the admin's, within its firm. */
export async function documentReminderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: ['admin'] as const, row: 'own-organization' as const } };

  r.get(
    '/api/document-reminders/settings',
    { config: admins, schema: { response: { 200: documentReminderScheduleAnswerSchema } } },
    async (request) => ({ success: true as const, data: wire(await findSchedule(app.db, request.auth.organizationId)) }),
  );

  r.put(
    '/api/document-reminders/settings',
    { config: admins, schema: { body: documentReminderScheduleBodySchema, response: { 200: documentReminderScheduleSavedSchema } } },
    async (request) => {
      const { enabled, on_due_day, days_before, repeat_after_days } = request.body;
      const checked = checkSchedule({
        enabled,
        onDueDay: on_due_day,
        daysBefore: Array.isArray(days_before) ? days_before : days_before === undefined ? [] : [days_before],
        repeatAfterDays: repeat_after_days === undefined ? null : repeat_after_days,
      });
      if ('error' in checked) {
        throw badRequest(checked.error, [{ field: 'days_before', message: checked.error, code: 'DOCUMENT_SCHEDULE_INVALID' }]);
      }
      const saved = await saveSchedule(app.db, request.auth.organizationId, checked.schedule, app.clock.now());
      return { success: true as const, message: M.scheduleSaved, data: wire(saved) };
    },
  );

  r.get(
    '/api/document-reminders',
    { config: admins, schema: { querystring: documentReminderListQuerySchema, response: { 200: documentReminderListAnswerSchema } } },
    async (request) => {
      const { rows, total } = await listSentReminders(app.db, request.auth.organizationId, request.query);
      return { success: true as const, data: { reminders: rows }, pagination: paginationOf(request.query, total) };
    },
  );
}
