import fp from 'fastify-plugin';
import { einvoiceSettingsRoutes } from './einvoice.routes';
import { irpProviderOf } from './irp-provider-of';
import type { IrpProvider } from './irp-provider';

// e-Invoicing: the IRP provider (a real IRP by IRP_*, else the offline sandbox outside
// production, else none), the firm's setting, and the registration and cancellation of an IRN that the
// invoices and credit notes modules call.

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    /** Null in production without IRP_* settings: e-invoicing is unavailable. */
    irp: IrpProvider | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const einvoiceModule = fp(
  async (app) => {
    app.decorate(
      'irp',
      irpProviderOf(app.config, () => app.clock.now()),
    );
    await app.register(einvoiceSettingsRoutes);
  },
  { name: 'einvoice' },
);

export {
  registerEinvoice,
  einvoiceSchemaProblems,
  irpRefOf,
  type EinvoiceDeps,
  type EinvoiceOutcome,
  type EinvoiceRowStore,
} from './einvoice.register';
export { cancelIrnOf } from './einvoice.cancel';
export { einvoicePartiesOf } from './einvoice.parties';
export { toEinvoiceInfo, einvoicePrintOf } from './einvoice.wire';
export type { IrpProvider, IrpRegistration } from './irp-provider';
