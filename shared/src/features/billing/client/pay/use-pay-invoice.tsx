import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTheme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  emailLocalPart,
  paymentOrderFailure,
  paymentProcessingFailure,
  paymentVerified,
  paymentVerifyFailure,
  type PaymentNotice,
} from './payment-errors';
import { paymentMessages as M, type PaymentOrder } from '@firm/shared/domain/payment';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { readStoredToken, useSessionStore } from '@firm/shared/runtime';
import { CLIENT_PORTAL_KEY, CLIENT_PORTAL_TEXT, lazyDialog, notify } from '@firm/shared/ui';
import type { VariantType } from 'notistack';
import { createPaymentOrder, sandboxCheckout, verifyPayment } from '../../api/payments';
import type { SandboxChoice } from './sandbox-checkout-dialog';
import { loadRazorpayCheckout, type RazorpaySuccess } from './razorpay-checkout';

// Paying an invoice online (spec 02 §4 "Payment flow", §8 "Payment", §9): create an order for
// what is due, open the provider's checkout (Razorpay's window, or the sandbox's dialog without keys),
// verify what it hands back on the server, and say how it ended. One payment at a time per screen.

export type PayableInvoice = { invoice_number: string; can_pay: boolean };

export type PayInvoice = {
  /** Starts paying the invoice; ignored while another payment of this screen is under way. */
  pay: (invoice: PayableInvoice) => void;
  /** The invoice number being paid, from the click until the outcome is shown. */
  paying: string | null;
  /** The sandbox's checkout dialog when it is open: render it anywhere in the screen. */
  dialog: ReactNode;
};

const SandboxCheckoutDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './sandbox-checkout-dialog').then((m) => m.SandboxCheckoutDialog),
);

function show({ title, detail }: PaymentNotice, variant: VariantType = 'error') {
  notify(detail ? { title, message: detail, variant } : { message: title, variant });
}

function receiptNumberOf(answer: unknown): string | undefined {
  const receipt = (answer as { data?: { receipt_number?: unknown } } | null)?.data?.receipt_number;
  return typeof receipt === 'string' && receipt ? receipt : undefined;
}

export function usePayInvoice(): PayInvoice {
  const queryClient = useQueryClient();
  // Spec 02 §9 "theme colour blue": the portal's own primary blue.
  const themeColor = useTheme().palette.primary.main;
  const [paying, setPaying] = useState<string | null>(null);
  const [sandbox, setSandbox] = useState<{ order: PaymentOrder; busy: SandboxChoice | null } | null>(null);
  // The state above renders; this ref decides, so a double click cannot start two payments.
  const active = useRef<string | null>(null);
  const choosing = useRef(false);

  const finish = useCallback(() => {
    active.current = null;
    choosing.current = false;
    setPaying(null);
    setSandbox(null);
  }, []);

  const verify = useCallback(
    async (order: PaymentOrder, response: RazorpaySuccess) => {
      try {
        // Exactly the checkout's three fields: the sandbox's answer carries more.
        const answer = await verifyPayment({
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
          invoice_number: order.invoice_number,
        });
        if (!paymentVerified(answer)) {
          show({ title: M.verificationFailed });
          return;
        }
        const receipt = receiptNumberOf(answer);
        show(
          {
            title: M.successful,
            detail: `Invoice ${order.invoice_number} verified and processed.${receipt ? ` Receipt number: ${receipt}.` : ''}`,
          },
          'success',
        );
      } catch (error) {
        show(paymentVerifyFailure(toHttpFailure(error)));
      } finally {
        // Also after a refused verify: the provider's webhook may still record the payment.
        void queryClient.invalidateQueries({ queryKey: [CLIENT_PORTAL_KEY] });
        finish();
      }
    },
    [finish, queryClient],
  );

  const cancelled = useCallback(() => {
    show({ title: M.cancelled, detail: M.cancelledDetail }, 'warning');
    finish();
  }, [finish]);

  const openRazorpay = useCallback(
    async (order: PaymentOrder, email: string) => {
      let Razorpay;
      try {
        Razorpay = await loadRazorpayCheckout();
      } catch {
        show({ title: M.sdkFailed });
        finish();
        return;
      }
      try {
        const checkout = new Razorpay({
          key: order.key_id,
          amount: order.amount,
          currency: order.currency,
          name: order.merchant_name,
          description: order.description,
          order_id: order.order_id,
          prefill: { name: emailLocalPart(email), email },
          theme: { color: themeColor },
          handler: (response) => void verify(order, response),
          modal: { ondismiss: cancelled },
        });
        // Razorpay keeps its window open after a failed attempt, so the client may try again there.
        checkout.on('payment.failed', (response) => show(paymentProcessingFailure({ description: response.error?.description ?? '' })));
        checkout.open();
      } catch (error) {
        show(paymentProcessingFailure({ description: error instanceof Error ? error.message : '' }));
        finish();
      }
    },
    [cancelled, finish, themeColor, verify],
  );

  const start = useCallback(
    async (invoice: PayableInvoice) => {
      if (active.current) return;
      if (!invoice.can_pay) {
        show({ title: M.notAvailable }, 'warning');
        return;
      }
      const { accessToken, user } = useSessionStore.getState();
      if (!(accessToken ?? readStoredToken())) {
        show({ title: M.noToken });
        return;
      }
      if (!user?.clientId) {
        show({ title: CLIENT_PORTAL_TEXT.noClientId });
        return;
      }
      active.current = invoice.invoice_number;
      setPaying(invoice.invoice_number);
      let order: PaymentOrder;
      try {
        order = await createPaymentOrder(invoice.invoice_number, user.clientId);
      } catch (error) {
        show(paymentOrderFailure(toHttpFailure(error)));
        finish();
        return;
      }
      if (order.provider === 'sandbox') setSandbox({ order, busy: null });
      else await openRazorpay(order, user.email);
    },
    [finish, openRazorpay],
  );

  const choose = useCallback(
    async (order: PaymentOrder, choice: SandboxChoice) => {
      if (choosing.current) return;
      choosing.current = true;
      setSandbox({ order, busy: choice });
      let result;
      try {
        result = await sandboxCheckout(order.order_id, choice);
      } catch (error) {
        show(paymentProcessingFailure(toHttpFailure(error)));
        finish();
        return;
      }
      if (result.outcome === 'failed') {
        show(paymentProcessingFailure(result.error));
        finish();
        return;
      }
      await verify(order, result);
    },
    [finish, verify],
  );

  const pay = useCallback((invoice: PayableInvoice) => void start(invoice), [start]);

  const dialog = sandbox ? (
    <SandboxCheckoutDialog
      order={sandbox.order}
      busy={sandbox.busy}
      onChoose={(choice: SandboxChoice) => void choose(sandbox.order, choice)}
      onDismiss={() => {
        if (!choosing.current) cancelled();
      }}
    />
  ) : null;

  return { pay, paying, dialog };
}
