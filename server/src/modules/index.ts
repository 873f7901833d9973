import type { FastifyPluginAsync } from 'fastify';
import type { Secrets } from '../platform/secrets';
import { authModule } from './auth';
import { usersModule } from './users';
import { devModule } from './dev';
import { registrationModule } from './registration';
import { clientsModule } from './clients';
import { tasksModule } from './tasks';
import { einvoiceModule } from './billing/einvoice';
import { invoicesModule } from './billing/invoices';
import { creditNotesModule } from './billing/credit-notes';
import { clientPortalModule } from './client-portal';
import { paymentsModule } from './billing/payments';
import { serviceCategoriesModule } from './service-categories';
import { officesModule } from './offices';
import { sacCodesModule } from './sac-codes';
import { enquiriesModule } from './enquiries';
import { reportsModule } from './reports';
import { messagesModule } from './messages';
import { remindersModule } from './billing/reminders';
import { legalModule } from './legal';
import { complianceModule } from './compliance';
import { documentsModule } from './documents';
import { gstSettingsModule } from './gst-settings';

// Every module of the server, in the order app.ts registers them. Each is a fastify-plugin (its decorators
// reach the app; its routes keep their own scope inside it) exported by the module's index.ts.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry pairs a plugin with its own options
type ModuleEntry = { plugin: FastifyPluginAsync<any>; options?: object };

export function serverModules(secrets: Pick<Secrets, 'otpSecret'>): ModuleEntry[] {
  return [
    { plugin: authModule, options: { otpSecret: secrets.otpSecret } },
    { plugin: usersModule, options: { otpSecret: secrets.otpSecret } },
    { plugin: devModule },
    { plugin: registrationModule },
    { plugin: clientsModule },
    { plugin: tasksModule },
    // The IRP provider (app.irp) that invoices and credit notes register with.
    { plugin: einvoiceModule },
    { plugin: invoicesModule },
    { plugin: creditNotesModule },
    { plugin: clientPortalModule },
    { plugin: paymentsModule },
    { plugin: serviceCategoriesModule },
    { plugin: gstSettingsModule },
    { plugin: officesModule },
    { plugin: sacCodesModule },
    { plugin: enquiriesModule },
    { plugin: reportsModule },
    // The message worker before the reminder job, which queues messages through it.
    { plugin: messagesModule },
    { plugin: remindersModule },
    // After the tasks module, whose create path it opens Projects through.
    { plugin: complianceModule },
    { plugin: documentsModule },
    { plugin: legalModule },
  ];
}
