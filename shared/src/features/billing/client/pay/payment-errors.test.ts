import { paymentMessages as M } from '@firm/shared/domain/payment';
import { emailLocalPart, paymentOrderFailure, paymentProcessingFailure, paymentVerified, paymentVerifyFailure } from './payment-errors';

describe('what paying an invoice says when a step fails', () => {
  it.each([
    ['an invoice paid meanwhile', { status: 409, data: { code: 'PAYMENT_ALREADY_PAID', message: 'whatever' } }, M.alreadyPaid],
    ['an amount due that changed', { status: 409, data: { code: 'PAYMENT_DUE_CHANGED' } }, M.dueChanged],
    ['a provider that cannot be reached', { status: 502, data: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } }, M.providerDown],
    ['an invoice that is not the client’s', { status: 404, data: { code: 'NOT_FOUND' } }, M.invoiceNotFound],
    ['a server error', { status: 500, data: { message: 'boom' } }, undefined],
    ['no answer at all', { code: 'ERR_NETWORK' }, undefined],
  ])('create-order refused for %s says the §8 title with the reason it knows', (_what, failure, detail) => {
    expect(paymentOrderFailure(failure)).toEqual({ title: 'Failed to create payment order', detail });
  });

  it.each([
    ['a signature that does not match', { status: 400, data: { code: 'PAYMENT_SIGNATURE_INVALID' } }, M.badSignature],
    ['a payment not captured', { status: 409, data: { code: 'PAYMENT_NOT_CAPTURED' } }, M.notCaptured],
    ['another order', { status: 404, data: { code: 'PAYMENT_ORDER_UNKNOWN' } }, M.orderUnknown],
    ['a 400 without a code', { status: 400, data: { message: 'Payment verification failed' } }, undefined],
  ])('verify-payment refused for %s says "Payment verification failed"', (_what, failure, detail) => {
    expect(paymentVerifyFailure(failure)).toEqual({ title: 'Payment verification failed', detail });
  });

  it('a failed payment says "Payment Processing Error" with the provider’s description', () => {
    expect(paymentProcessingFailure({ description: 'Card declined by the bank' })).toEqual({
      title: 'Payment Processing Error',
      detail: 'Card declined by the bank',
    });
    expect(paymentProcessingFailure({ status: 409, data: { code: 'PAYMENT_DUE_CHANGED' } })).toEqual({
      title: 'Payment Processing Error',
      detail: M.dueChanged,
    });
  });
});

describe('spec 02 §4: when a verify answer counts as success', () => {
  it.each([
    [{ success: true, status: 'success', message: 'Payment verified successfully', data: { payment_verified: true } }, true],
    [{ data: { payment_verified: true } }, true],
    [{ status: 'success' }, true],
    [{ message: 'Payment Success' }, true],
    [{ status: 'failed', message: 'Signature mismatch', data: { payment_verified: false } }, false],
    [{ data: { payment_verified: 'true' } }, false],
    [null, false],
    ['success', false],
  ])('%j → %s', (answer, verified) => {
    expect(paymentVerified(answer)).toBe(verified);
  });
});

describe('the checkout’s name prefill', () => {
  it.each([
    ['asha.rao@client.example', 'asha.rao'],
    ['no-at-sign', 'no-at-sign'],
    ['@client.example', ''],
  ])('%s → %s', (email, name) => {
    expect(emailLocalPart(email)).toBe(name);
  });
});
