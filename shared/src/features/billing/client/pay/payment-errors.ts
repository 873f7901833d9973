// Spec 02 §4 "Payment flow" and §8 "Payment": what paying an invoice says at each step. Decided on
// the status and the answer's code, never on the server's words; the detail under each §8 title
// tells the client what happened (already paid, the amount changed, the provider is down).

import { errorCodeOf } from '@firm/shared/domain/errors';
import type { ErrorCode, HttpFailure } from '@firm/shared/domain/errors';
import { paymentMessages as M } from '@firm/shared/domain/payment';

/** A toast: the §8 title and, when there is more to say, a line under it. */
export type PaymentNotice = { title: string; detail?: string };

/** The detail the codes of the payment routes carry (see payments.service.ts on the server). */
const DETAIL_OF_CODE: Partial<Record<ErrorCode, string>> = {
  PAYMENT_ALREADY_PAID: M.alreadyPaid,
  PAYMENT_DUE_CHANGED: M.dueChanged,
  PAYMENT_ORDER_UNKNOWN: M.orderUnknown,
  PAYMENT_SIGNATURE_INVALID: M.badSignature,
  PAYMENT_NOT_CAPTURED: M.notCaptured,
  PAYMENT_PROVIDER_UNAVAILABLE: M.providerDown,
  PAYMENT_NOT_AVAILABLE: M.onlineOff,
};

function detailOf(failure: HttpFailure): string | undefined {
  const code = errorCodeOf(failure.data);
  return (code && DETAIL_OF_CODE[code]) || (failure.status === 404 ? M.invoiceNotFound : undefined);
}

/** create-order refused or unreachable: 'Failed to create payment order', with the reason when it is known. */
export function paymentOrderFailure(failure: HttpFailure): PaymentNotice {
  return { title: M.orderFailed, detail: detailOf(failure) };
}

/** verify-payment refused (bad signature, not captured, another order) or unreachable. */
export function paymentVerifyFailure(failure: HttpFailure): PaymentNotice {
  return { title: M.verificationFailed, detail: detailOf(failure) };
}

/** The checkout step itself failed (the sandbox's route refused, or the provider reported a failed payment). */
export function paymentProcessingFailure(failure: HttpFailure | { description: string }): PaymentNotice {
  if ('description' in failure) return { title: M.processingError, detail: failure.description || undefined };
  return { title: M.processingError, detail: detailOf(failure) };
}

/**
 * Spec 02 §4: the verify answer counts as success when `data.payment_verified` is true, or `status` is
 * 'success', or its `message` contains 'success'; anything else is a verification failure.
 */
export function paymentVerified(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const { data, status, message } = answer as { data?: unknown; status?: unknown; message?: unknown };
  const verified = typeof data === 'object' && data !== null && (data as { payment_verified?: unknown }).payment_verified === true;
  return verified || status === 'success' || (typeof message === 'string' && message.toLowerCase().includes('success'));
}

/** 'client@firm.example' → 'client': the checkout's name prefill (spec 02 §9). */
export function emailLocalPart(email: string): string {
  const at = email.indexOf('@');
  return at < 0 ? email : email.slice(0, at);
}
