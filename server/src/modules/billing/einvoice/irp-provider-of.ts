import type { AppConfig } from '../../../platform/config';
import { httpIrp } from './irp-http';
import type { IrpProvider } from './irp-provider';
import { sandboxIrp } from './irp-sandbox';

/**
 * The IRP when its five settings are set. Without them: the offline sandbox outside production, so the
 * whole flow runs offline; in production nothing (e-invoicing unavailable), since a sandbox IRN is not
 * an IRN and an invoice printed with one would not be valid.
 */
export function irpProviderOf(config: Pick<AppConfig, 'irp' | 'env'>, now: () => Date): IrpProvider | null {
  const { url, clientId, clientSecret, username, password } = config.irp;
  if (url && clientId && clientSecret && username && password) return httpIrp({ url, clientId, clientSecret, username, password, now });
  return config.env === 'production' ? null : sandboxIrp({ now });
}
