import type { AppConfig } from '../../platform/config';
import type { PaymentProvider } from './payment-provider';
import { razorpayProvider } from './razorpay-provider';
import { sandboxProvider } from './sandbox-provider';

/** Razorpay when both keys are set (one environment variable each), the sandbox otherwise. */
export function paymentProviderOf(config: Pick<AppConfig, 'razorpay'>): PaymentProvider {
  const { keyId, keySecret, webhookSecret, apiUrl } = config.razorpay;
  if (keyId && keySecret) return razorpayProvider({ keyId, keySecret, webhookSecret, apiUrl });
  return sandboxProvider();
}
