import { act, screen, waitFor } from '@testing-library/react';
import {
  checkoutScripts,
  DUE,
  FakeRazorpay,
  INVOICES_KEY,
  payButton,
  paying,
  payingAroundEachTest,
  renderPay,
  settleCheckoutScript,
  startPaying,
} from '../../testing/pay-harness';
import { fakeCheckoutResponse, paymentServer } from '../../testing/payment-server';

// Spec 02 §4, §8, §9: Razorpay's Checkout, loaded from Razorpay on demand.

payingAroundEachTest();
describe('paying an invoice through Razorpay', () => {
  it('opens Razorpay’s checkout with the order, the INR amount in paise, the description, the e-mail’s name and the portal blue', async () => {
    window.Razorpay = FakeRazorpay;
    await startPaying({ provider: 'razorpay', amount: 118_000 });
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    expect(FakeRazorpay.opened[0]!.options).toMatchObject({
      key: 'rzp_test_PUBLICKEY01',
      amount: 118_000,
      currency: 'INR',
      name: 'Rao & Associates',
      description: 'Payment for Invoice INV/2026-27/0007',
      order_id: 'order_TEST000001',
      prefill: { name: 'meera.joshi', email: 'meera.joshi@sahyadri.in' },
      theme: { color: '#1d4e89' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('verifies what the checkout’s handler receives and says "Payment Successful"', async () => {
    window.Razorpay = FakeRazorpay;
    const { calls, invalidated } = await startPaying({ provider: 'razorpay' });
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    act(() => {
      FakeRazorpay.opened[0]!.options.handler(fakeCheckoutResponse('order_TEST000001', 'pay_RZP000000001'));
    });
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      url: '/api/payments/verify-payment',
      body: { ...fakeCheckoutResponse('order_TEST000001', 'pay_RZP000000001'), invoice_number: DUE.invoice_number },
    });
    expect(invalidated(INVOICES_KEY)).toBe(true);
  });

  it('says "Payment verification failed" when the handler’s signature is not the order’s', async () => {
    window.Razorpay = FakeRazorpay;
    await startPaying({ provider: 'razorpay' });
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    act(() => {
      FakeRazorpay.opened[0]!.options.handler({ ...fakeCheckoutResponse('order_TEST000001'), razorpay_signature: 'f'.repeat(64) });
    });
    expect(await screen.findByText('Payment verification failed')).toBeInTheDocument();
    expect(screen.getByText('The payment signature does not match')).toBeInTheDocument();
  });

  it('says "Payment Processing Error" on a failed attempt and "Payment Cancelled" when the window is closed', async () => {
    window.Razorpay = FakeRazorpay;
    const { calls } = await startPaying({ provider: 'razorpay' });
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    const checkout = FakeRazorpay.opened[0]!;
    act(() => {
      checkout.failed!({ error: { description: 'Your card was declined' } });
    });
    expect(await screen.findByText('Payment Processing Error')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined')).toBeInTheDocument();
    // Razorpay's window stays open for another try; closing it ends the payment.
    expect(paying()).toHaveTextContent(DUE.invoice_number);
    act(() => {
      checkout.options.modal.ondismiss();
    });
    expect(await screen.findByText('Payment Cancelled')).toBeInTheDocument();
    expect(paying()).toHaveTextContent('nothing');
    expect(calls.map((c) => c.url)).toEqual(['/api/payments/create-order']);
  });

  it('loads checkout.js from Razorpay on the first payment only', async () => {
    paymentServer({ provider: 'razorpay' });
    const { user } = renderPay();
    expect(checkoutScripts()).toHaveLength(0);
    await user.click(payButton());
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));
    window.Razorpay = FakeRazorpay;
    settleCheckoutScript('load');
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    act(() => {
      FakeRazorpay.opened[0]!.options.modal.ondismiss();
    });
    await waitFor(() => expect(paying()).toHaveTextContent('nothing'));
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(2));
    expect(checkoutScripts()).toHaveLength(1);
  });

  it('says "Failed to load Razorpay SDK" when checkout.js cannot be loaded, and tries again on the next click', async () => {
    const { user } = await startPaying({ provider: 'razorpay' });
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));
    settleCheckoutScript('error');
    expect(await screen.findByText('Failed to load Razorpay SDK')).toBeInTheDocument();
    expect(checkoutScripts()).toHaveLength(0);
    expect(paying()).toHaveTextContent('nothing');
    await user.click(payButton());
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));
    // Settle the second load too, so no load is left in flight for the next test.
    settleCheckoutScript('error');
    await waitFor(() => expect(screen.getAllByText('Failed to load Razorpay SDK')).toHaveLength(2));
  });

  it('says "Failed to load Razorpay SDK" when the script loads but defines no checkout', async () => {
    await startPaying({ provider: 'razorpay' });
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));
    settleCheckoutScript('load');
    expect(await screen.findByText('Failed to load Razorpay SDK')).toBeInTheDocument();
  });
});
