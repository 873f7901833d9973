import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { notFromServer } from '@firm/shared/runtime/testing';
import {
  DUE,
  INVOICES_KEY,
  OTHER_KEY,
  PAID,
  payButton,
  paying,
  payingAroundEachTest,
  renderPay,
  sandboxDialog,
  payInSandbox,
  startPaying,
} from '../../testing/pay-harness';
import { fakeCheckoutResponse, paymentServer } from '../../testing/payment-server';

// Spec 02 §4 and §8: the refusals before any order, the order, and the sandbox's checkout.

payingAroundEachTest();
describe('paying an invoice: refusals before any order', () => {
  it('says "Payment Not Available" for an invoice that cannot be paid, and calls nothing', async () => {
    const { calls } = await startPaying({}, PAID);
    expect(await screen.findByText('Payment Not Available')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says "Authentication token not found" without a stored token, and calls nothing', async () => {
    const calls = paymentServer();
    useSessionStore.getState().clearTokens();
    const { user } = renderPay();
    await user.click(payButton());
    expect(await screen.findByText('Authentication token not found')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks to sign in again when the session has no client id, and calls nothing', async () => {
    const calls = paymentServer();
    useSessionStore.getState().signOut();
    useSessionStore.getState().signIn('token', { id: 3, name: 'Meera Joshi', email: 'meera.joshi@sahyadri.in', role: 'client' });
    const { user } = renderPay();
    await user.click(payButton());
    expect(await screen.findByText('Client ID not found. Please sign in again.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('paying an invoice: the order', () => {
  it('asks for an order for the invoice and the session’s client', async () => {
    const { calls } = await startPaying();
    await sandboxDialog();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/payments/create-order',
      body: { invoice_number: DUE.invoice_number, client_id: '7' },
    });
    expect(paying()).toHaveTextContent(DUE.invoice_number);
  });

  it.each([
    ['a server error', { status: 500, data: { message: 'Internal server error' } }, null],
    ['no answer', { status: 0 }, null],
    ['an answer that is not an order', notFromServer({ status: 200, data: { success: true, data: { order_id: 5 } } }), null],
    [
      'an invoice paid meanwhile (409)',
      { status: 409, data: { message: 'This invoice is already paid', code: 'PAYMENT_ALREADY_PAID' } },
      'This invoice is already paid',
    ],
    [
      'a provider that is down (502)',
      { status: 502, data: { message: 'x', code: 'PAYMENT_PROVIDER_UNAVAILABLE' } },
      'The payment service could not be reached: please try again in a moment',
    ],
  ])('says "Failed to create payment order" for %s', async (_what, reply, detail) => {
    await startPaying({ createOrder: reply });
    expect(await screen.findByText('Failed to create payment order')).toBeInTheDocument();
    if (detail) expect(screen.getByText(detail)).toBeInTheDocument();
    expect(paying()).toHaveTextContent('nothing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('paying an invoice through the sandbox checkout', () => {
  it('shows the test-mode checkout with the merchant, what is paid for and the amount in rupees', async () => {
    await startPaying({ amount: 1_23_456_78 });
    const dialog = await sandboxDialog();
    expect(within(dialog).getByText(/Test mode: no money moves/)).toBeInTheDocument();
    expect(within(dialog).getByText('Rao & Associates')).toBeInTheDocument();
    expect(within(dialog).getByText('Payment for Invoice INV/2026-27/0007')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay ₹1,23,456.78' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fail payment' })).toBeInTheDocument();
  });

  it('pays, verifies what the checkout handed back, says "Payment Successful" with the receipt and reloads the client portal', async () => {
    const { calls, invalidated } = await payInSandbox();
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('Invoice INV/2026-27/0007 verified and processed. Receipt number: RCT/2026-27/0001.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/payments/create-order',
      '/api/payments/sandbox/checkout',
      '/api/payments/verify-payment',
    ]);
    expect(calls[1]!.body).toEqual({ order_id: 'order_TEST000001', outcome: 'pay' });
    expect(calls[2]!.body).toEqual({ ...fakeCheckoutResponse('order_TEST000001', 'pay_SBX000001'), invoice_number: DUE.invoice_number });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidated(INVOICES_KEY)).toBe(true);
    expect(invalidated(OTHER_KEY)).toBe(false);
    expect(paying()).toHaveTextContent('nothing');
  });

  it('says "Payment Processing Error" with the reason when the payment fails, and verifies nothing', async () => {
    const { calls, invalidated } = await payInSandbox({}, 'Fail payment');
    expect(await screen.findByText('Payment Processing Error')).toBeInTheDocument();
    expect(screen.getByText('Payment failed in the sandbox')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/api/payments/verify-payment');
    expect(calls[1]!.body).toEqual({ order_id: 'order_TEST000001', outcome: 'fail' });
    expect(invalidated(INVOICES_KEY)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "Payment Processing Error" when the sandbox refuses the step (the amount due changed)', async () => {
    await payInSandbox({ checkout: { status: 409, data: { message: 'x', code: 'PAYMENT_DUE_CHANGED' } } });
    expect(await screen.findByText('Payment Processing Error')).toBeInTheDocument();
    expect(screen.getByText(/The amount due on this invoice changed/)).toBeInTheDocument();
  });

  it.each([['Cancel'], ['Close']])('says "Payment Cancelled" when the checkout is dismissed with %s, and pays nothing', async (button) => {
    const { calls, user, invalidated } = await payInSandbox({}, button);
    expect(await screen.findByText('Payment Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Payment was cancelled by user')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/payments/create-order']);
    expect(invalidated(INVOICES_KEY)).toBe(false);
    expect(paying()).toHaveTextContent('nothing');
    // The next click starts a new payment.
    await user.click(payButton());
    expect(await sandboxDialog()).toBeInTheDocument();
  });

  it.each([
    ['a refused signature (400)', { status: 400, data: { message: 'Payment verification failed', code: 'PAYMENT_SIGNATURE_INVALID' } }],
    ['a server error', { status: 500, data: { message: 'Internal server error' } }],
    [
      'an answer that does not say success',
      notFromServer({ status: 200, data: { success: false, status: 'failed', message: 'Signature mismatch' } }),
    ],
  ])('says "Payment verification failed" for %s', async (_what, verify) => {
    await payInSandbox({ verify });
    expect(await screen.findByText('Payment verification failed')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(paying()).toHaveTextContent('nothing');
  });

  it('counts an answer as verified by its message alone, as spec 02 §4 says', async () => {
    // The spec's bare answer, which our server never gives (it answers the whole receipt): still read as verified.
    await payInSandbox({ verify: notFromServer({ status: 200, data: { message: 'Payment success' } }) });
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('Invoice INV/2026-27/0007 verified and processed.')).toBeInTheDocument();
  });

  it('starts one payment at a time: a second click while paying asks for no second order', async () => {
    const calls = paymentServer();
    const { user } = renderPay([DUE, { invoice_number: 'INV/2026-27/0008', can_pay: true }]);
    await user.click(payButton());
    await sandboxDialog();
    // The dialog is modal; the hook must still refuse a second start (another screen may call pay()).
    screen.getByRole('button', { name: 'Pay INV/2026-27/0008', hidden: true }).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.url === '/api/payments/create-order')).toHaveLength(1);
    expect(paying()).toHaveTextContent(DUE.invoice_number);
  });
});
