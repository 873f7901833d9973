import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createComplianceJob, type ComplianceJob } from './compliance.job';
import { complianceRoutes } from './compliance.routes';
import { registerProjectRules } from './compliance.project-rules';

// The compliance calendar: the catalogue, subscriptions, due-date overrides, the generator
// (a scheduled job and "Generate now"), the board and a Project's filing.

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    /** The generator; `runOnce()` lets a test (or the admin's "Generate now", for one firm) run a pass. */
    complianceCalendar: ComplianceJob;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Starts on `onReady` where COMPLIANCE_JOB says so (off under NODE_ENV=test); stops before the app closes. */
async function complianceJobPlugin(app: FastifyInstance) {
  const job = createComplianceJob({
    db: app.db,
    clock: app.clock,
    log: app.log,
    queued: () => app.mailer.queued(),
    intervalMs: app.config.compliance.intervalMinutes * 60_000,
  });
  app.decorate('complianceCalendar', job);
  if (app.config.compliance.job) app.addHook('onReady', async () => job.start());
  app.addHook('preClose', () => job.stop());
}

export const complianceModule = fp(
  async (app) => {
    registerProjectRules(app.taskHooks);
    await complianceJobPlugin(app);
    await app.register(complianceRoutes);
  },
  { name: 'compliance', dependencies: ['tasks'] },
);

export { generateProjects } from './compliance.generator';
export { seedFirmCatalogue } from './compliance.standard';
export { seedDemoCompliance } from './compliance.demo';
