import fp from 'fastify-plugin';
import { reportRoutes } from './reports.routes';
import { financeReportRoutes } from './finance-reports.routes';
import { gstr1FileRoutes } from './gstr1-file.routes';

// The Projects report and the finance reports (receivables, collections, GSTR-1), with their CSV exports.

export const reportsModule = fp(
  async (app) => {
    await app.register(reportRoutes);
    await app.register(financeReportRoutes);
    await app.register(gstr1FileRoutes);
  },
  { name: 'reports' },
);
