import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '@firm/shared/domain/auth';
import { gstSettingsSchema } from '@firm/shared/domain/gst';
import { exportTaxModeOf, setExportTaxMode } from '../../platform/organizations';

// GET /api/settings/gst and PUT /api/settings/gst: the admin (who issues invoices, spec 02 §6) chooses
// whether exports of services go under LUT without IGST or with IGST (IGST Act s.16(3)). An invoice takes
// the setting of its day of issue; issued ones keep theirs.

const SETTINGS_ADMINS: Role[] = ['admin'];
const answer = z.object({ success: z.literal(true), message: z.string().optional(), data: gstSettingsSchema });

export async function gstSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: SETTINGS_ADMINS, row: 'own-organization' as const } };

  r.get('/api/settings/gst', { config, schema: { response: { 200: answer } } }, async (request) => {
    return { success: true as const, data: { export_tax_mode: await exportTaxModeOf(app.db, request.auth.organizationId) } };
  });

  r.put('/api/settings/gst', { config, schema: { body: gstSettingsSchema, response: { 200: answer } } }, async (request) => {
    const stored = await setExportTaxMode(app.db, request.auth.organizationId, request.body.export_tax_mode, app.clock.now());
    return { success: true as const, message: 'GST settings saved', data: { export_tax_mode: stored! } };
  });
}
