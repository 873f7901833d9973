import { Alert, Box, Button, Stack } from '@mui/material';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import type { InvoiceDetail, InvoiceStatusUpdate } from '@firm/shared/domain/invoice';
import { FormSelectField, FormTextField, type ZodForm } from '@firm/shared/ui';
import { Section } from './invoice-facts';
import { onlineOf, reversibleOf, STATUS_CHOICES, statusBlockedReason, type InvoiceStatusValues } from './invoice-status-form';

export type StatusManagementProps = {
  invoice: InvoiceDetail;
  form: ZodForm<InvoiceStatusValues, InvoiceStatusUpdate>;
  saving: boolean;
};

const total = (payments: readonly { amount_paise: number }[]) => payments.reduce((sum, p) => sum + p.amount_paise, 0);

/**
 * Spec 02 §4 Status Management: Unpaid, Partial Paid or Paid, saved only when the choice differs. The server
 * records the choice as payment entries, so each choice says what it will record before it is saved.
 */
export function StatusManagement({ invoice, form, saving }: StatusManagementProps) {
  const status = form.watch('status');
  const changed = status !== invoice.status;
  const blocked = changed ? statusBlockedReason(invoice, status) : null;
  const reversible = reversibleOf(invoice.payments);
  const online = onlineOf(invoice.payments);

  return (
    <Section title="Status Management">
      <Stack spacing={2}>
        <FormSelectField
          control={form.control}
          name="status"
          label="Payment Status"
          choices={STATUS_CHOICES}
          disabled={saving}
          sx={{ maxWidth: 320 }}
        />
        {changed && blocked ? <Alert severity="warning">{blocked}</Alert> : null}
        {changed && !blocked && status === 'paid' ? (
          <Alert severity="info">A payment of {formatPaiseIndian(invoice.outstanding_paise)}, the amount due, will be recorded.</Alert>
        ) : null}
        {changed && !blocked && status === 'unpaid' ? (
          <Alert severity="warning">
            The {reversible.length === 1 ? 'payment' : `${reversible.length} payments`} recorded by hand (
            {formatPaiseIndian(total(reversible))}) will be reversed: each gets a reversal entry in the payment history.
            {online.length ? ` Payments received online (${formatPaiseIndian(total(online))}) stay on the invoice.` : ''}
          </Alert>
        ) : null}
        {changed && !blocked && status === 'partially_paid' ? (
          <FormTextField
            control={form.control}
            name="amount"
            label="Amount Received (₹)"
            required
            disabled={saving}
            helperText={`More than ₹0 and less than the amount due, ${formatPaiseIndian(invoice.outstanding_paise)}`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ maxWidth: 320 }}
          />
        ) : null}
        {changed && !blocked ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="reference" label="Reference (optional)" disabled={saving} fullWidth />
            <FormTextField control={form.control} name="note" label="Note (optional)" disabled={saving} fullWidth />
          </Stack>
        ) : null}
        {changed ? (
          <Box>
            <Button type="submit" variant="contained" disabled={saving || Boolean(blocked)}>
              {saving ? 'Saving...' : 'Save Status'}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Section>
  );
}
