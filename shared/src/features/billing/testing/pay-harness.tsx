import { act, screen, within } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { renderScreen } from '@firm/shared/ui/testing';
import { clientPortalListKey } from '@firm/shared/ui';
import { RAZORPAY_CHECKOUT_URL, type RazorpayFailure, type RazorpayOptions } from '../client/pay/razorpay-checkout';
import { usePayInvoice, type PayableInvoice } from '../client/pay/use-pay-invoice';
import { paymentServer, type PaymentServerOptions } from './payment-server';

// Tests only: the hook as a screen uses it, the session of a client contact, and Razorpay's constructor.

export const DUE = { invoice_number: 'INV/2026-27/0007', can_pay: true };
export const PAID = { invoice_number: 'INV/2026-27/0003', can_pay: false };
/** A client-portal query (reloaded after a payment) and another one (left alone). */
export const INVOICES_KEY: unknown[] = [
  ...clientPortalListKey('invoices', '7', { page: 1, limit: 10, sort: 'date', order: 'desc', filters: {} }),
];
export const OTHER_KEY = ['invoices', 'list'];

/** What My Invoices does with the hook: a Pay button per row, the dialog somewhere on the page. */
function PayButtons({ invoices }: { invoices: PayableInvoice[] }) {
  const payment = usePayInvoice();
  return (
    <>
      {invoices.map((invoice) => (
        <button key={invoice.invoice_number} type="button" onClick={() => payment.pay(invoice)}>
          Pay {invoice.invoice_number}
        </button>
      ))}
      <output aria-label="paying">{payment.paying ?? 'nothing'}</output>
      {payment.dialog}
    </>
  );
}

export function renderPay(invoices: PayableInvoice[] = [DUE, PAID]) {
  const view = renderScreen(<PayButtons invoices={invoices} />);
  view.queryClient.setQueryData(INVOICES_KEY, { rows: [] });
  view.queryClient.setQueryData(OTHER_KEY, { rows: [] });
  const invalidated = (key: unknown[]) => view.queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { ...view, invalidated };
}

/** How most tests start: the payment server with `options`, and Pay pressed for `invoice`. */
export async function startPaying(options: PaymentServerOptions = {}, invoice: PayableInvoice = DUE) {
  const calls = paymentServer(options);
  const view = renderPay();
  await view.user.click(payButton(invoice));
  return { ...view, calls };
}

/** Starts paying and, in the sandbox's checkout, presses `button` (pay, or fail the payment). */
export async function payInSandbox(options: PaymentServerOptions = {}, button = 'Pay ₹1,180.00') {
  const started = await startPaying(options);
  await started.user.click(within(await sandboxDialog()).getByRole('button', { name: button }));
  return started;
}

export const signInClient = () =>
  useSessionStore
    .getState()
    .signIn('token', { id: 3, name: 'Meera Joshi', email: 'meera.joshi@sahyadri.in', role: 'client', client_id: 7 });
export const paying = () => screen.getByLabelText('paying');
export const sandboxDialog = () => screen.findByRole('dialog', { name: 'Sandbox checkout' });
export const payButton = (invoice: PayableInvoice = DUE) => screen.getByRole('button', { name: `Pay ${invoice.invoice_number}` });

/** Razorpay's constructor as checkout.js defines it, recording what the portal opened it with. */
export class FakeRazorpay {
  static opened: FakeRazorpay[] = [];
  failed: ((response: RazorpayFailure) => void) | null = null;
  constructor(readonly options: RazorpayOptions) {}
  on(_event: 'payment.failed', listener: (response: RazorpayFailure) => void) {
    this.failed = listener;
  }
  open() {
    FakeRazorpay.opened.push(this);
  }
}
export const checkoutScripts = () => document.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_URL}"]`);
/** Razorpay's script, added by the first Pay, finishes loading or fails. */
export const settleCheckoutScript = (outcome: 'load' | 'error') =>
  act(() => {
    checkoutScripts()[0]!.dispatchEvent(new Event(outcome));
  });

/** Each test starts with the client signed in, no checkout opened, and ends with Razorpay's script gone. */
export function payingAroundEachTest() {
  beforeEach(() => {
    useSessionStore.getState().signOut();
    signInClient();
    FakeRazorpay.opened = [];
  });
  afterEach(() => {
    delete window.Razorpay;
    checkoutScripts().forEach((script) => script.remove());
  });
}
