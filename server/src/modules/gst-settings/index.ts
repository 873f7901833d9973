import fp from 'fastify-plugin';
import { gstSettingsRoutes } from './gst-settings.routes';

// The firm's GST settings (issue 29): how exports of services are invoiced.

export const gstSettingsModule = fp(
  async (app) => {
    await app.register(gstSettingsRoutes);
  },
  { name: 'gst-settings' },
);
