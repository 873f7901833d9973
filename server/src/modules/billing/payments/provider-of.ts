import type { AppConfig } from '../../../platform/config';
import type { PaymentProvider } from './payment-provider';
import { razorpayProvider } from './razorpay-provider';
import { sandboxProvider } from './sandbox-provider';

/**
 * Razorpay when its keys are set (one environment variable each). Without them: the sandbox outside
 * production, so the whole flow runs offline; in production nothing (online payment is off), since the
 * sandbox's checkout would mark invoices paid with no money moved.
 */
export function paymentProviderOf(config: Pick<AppConfig, 'razorpay' | 'env'>): PaymentProvider | null {
  const { keyId, keySecret, webhookSecret, apiUrl } = config.razorpay;
  if (keyId && keySecret) return razorpayProvider({ keyId, keySecret, webhookSecret, apiUrl });
  return config.env === 'production' ? null : sandboxProvider();
}
