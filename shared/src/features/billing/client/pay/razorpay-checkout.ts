// Razorpay's Checkout (spec 02 §7: "loaded from the provider's site on demand"): checkout.js is added to
// the page the first time a client pays, and never again once `window.Razorpay` is there. The CSP admits
// its origin only when the server has Razorpay keys (server/src/platform/security-headers.ts).

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What the checkout hands the page after a successful payment: verify-payment's body, without the invoice. */
export type RazorpaySuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/** The `payment.failed` event: Razorpay keeps its window open for another try. */
export type RazorpayFailure = { error?: { description?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } } };

/** The options of `new Razorpay(...)` this portal sets (Razorpay's Standard Checkout). */
export type RazorpayOptions = {
  key: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
};

export type RazorpayCheckout = { open: () => void; on: (event: 'payment.failed', listener: (response: RazorpayFailure) => void) => void };
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- a global can only be added by merging into Window
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** The load in flight, so two clicks add one script. Not kept once settled: `window.Razorpay` is the record. */
let inFlight: Promise<RazorpayConstructor> | null = null;

/**
 * `window.Razorpay`, loading checkout.js first when the page does not have it. Rejects when the script
 * cannot be loaded (offline, blocked) or defines nothing; the failed script is removed, so the next
 * click tries again.
 */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  inFlight ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    // Each remote bundles this module: another bundle of the page may have started the same script.
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_URL}"]`);
    const script = existing ?? document.createElement('script');
    const fail = () => {
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    script.addEventListener('load', () => (window.Razorpay ? resolve(window.Razorpay) : fail()), { once: true });
    script.addEventListener('error', fail, { once: true });
    if (!existing) {
      script.src = RAZORPAY_CHECKOUT_URL;
      script.async = true;
      document.head.appendChild(script);
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
