import fp from 'fastify-plugin';
import { devMailboxEnabled, devOutboxRoutes } from './dev-outbox.routes';

// The development mailbox: registered only where devMailboxEnabled says (never in production).

export const devModule = fp(
  async (app) => {
    if (devMailboxEnabled(app.config)) await app.register(devOutboxRoutes);
  },
  { name: 'dev' },
);

export { devMailboxEnabled };
