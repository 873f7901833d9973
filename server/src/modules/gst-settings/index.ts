import fp from 'fastify-plugin';
import { gstSettingsRoutes } from './gst-settings.routes';

// The firm's GST settings: how exports of services are invoiced.

export const gstSettingsModule = fp(
  async (app) => {
    await app.register(gstSettingsRoutes);
  },
  { name: 'gst-settings' },
);
