import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '@firm/shared/domain/auth';
import { einvoiceMessages as M, einvoiceSettingsAnswerSchema, einvoiceSettingsSchema } from '@firm/shared/domain/einvoice';
import { einvoiceEnabledOf, setEinvoiceEnabled } from '../../../platform/organizations';
import { HttpError } from '../../../platform/errors';

// GET and PUT /api/settings/einvoice: the admin (who issues invoices, spec 02 §6) turns e-invoicing on for
// the firm (mandatory above the turnover threshold). Turning it on needs an IRP: a server in production
// without IRP_* settings refuses (503), as online payment without Razorpay's keys. An invoice is
// e-invoiced by the setting of its day of issue; issued ones keep what they had.

const SETTINGS_ADMINS: Role[] = ['admin'];
const answer = z.object({ success: z.literal(true), message: z.string().optional(), data: einvoiceSettingsAnswerSchema });

export async function einvoiceSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: SETTINGS_ADMINS, row: 'own-organization' as const } };
  const irp = () => app.irp?.kind ?? null;

  r.get('/api/settings/einvoice', { config, schema: { response: { 200: answer } } }, async (request) => {
    return { success: true as const, data: { enabled: await einvoiceEnabledOf(app.db, request.auth.organizationId), irp: irp() } };
  });

  r.put('/api/settings/einvoice', { config, schema: { body: einvoiceSettingsSchema, response: { 200: answer } } }, async (request) => {
    if (request.body.enabled && !app.irp) throw new HttpError(503, M.notAvailable, undefined, undefined, 'EINVOICE_NOT_AVAILABLE');
    const enabled = await setEinvoiceEnabled(app.db, request.auth.organizationId, request.body.enabled, app.clock.now());
    return { success: true as const, message: M.saved, data: { enabled: enabled!, irp: irp() } };
  });
}
