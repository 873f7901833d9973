import { useState } from 'react';
import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { creditNoteMessages, creditNoteUpdateSchema, type CreditNote } from '@firm/shared/domain/credit-note';
import { formatDate } from '@firm/shared/domain/format';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import { serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormTextField, lazyDialog, notify, RecordDetailsDialog, SubmitActions, SummaryRow, useZodForm } from '@firm/shared/ui';
import { creditNoteQueries, useUpdateCreditNoteReason } from '../../api/credit-notes';
import { CreditBreakdown } from './amount-rows';
import { CreditNoteStatus } from './credit-note-status';
import { CreditNoteEinvoice } from './credit-note-einvoice';

const CancelCreditNoteDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './cancel-credit-note-dialog').then((m) => m.CancelCreditNoteDialog),
);

export type CreditNoteDetailsDialogProps = { creditNoteId: number; onClose: () => void };

function CreditNoteInfo({ note }: { note: CreditNote }) {
  return (
    <Stack spacing={2}>
      <section aria-label="Credit note">
        <SummaryRow label="Credit Note Number" value={note.credit_note_number} />
        <SummaryRow label="Credit Note Date" value={formatDate(note.credit_note_date)} />
        <SummaryRow label="Customer Name" value={note.client_name} />
        <SummaryRow label="Invoice Number" value={note.invoice_number} />
        <SummaryRow label="Project Name" value={note.task_name} />
        <SummaryRow label="Invoice Amount" value={formatPaiseIndian(note.invoice_total_paise)} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', py: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            Status
          </Typography>
          <CreditNoteStatus status={note.status} />
        </Stack>
      </section>
      <Divider />
      <CreditBreakdown
        amounts={{
          taxable: note.taxable_paise,
          cgst: note.cgst_paise,
          sgst: note.sgst_paise,
          igst: note.igst_paise,
          total: note.total_paise,
        }}
        rates={{ cgstBp: note.cgst_bp, sgstBp: note.sgst_bp, igstBp: note.igst_bp, stateTaxName: note.state_tax_name }}
        dueAfter={note.invoice_amount_due_paise}
      />
    </Stack>
  );
}

/** Edit mode: the reason only, the one field an issued credit note may change. */
function ReasonEdit({ note, onDone, onClose }: { note: CreditNote; onDone: () => void; onClose: () => void }) {
  const form = useZodForm({ defaultValues: { reason: note.reason }, schema: creditNoteUpdateSchema, toast: { label: () => 'Reason' } });
  const update = useUpdateCreditNoteReason(note.credit_note_id);
  const saving = update.isPending;
  const submit = form.submit(({ reason }) =>
    update.mutate(reason, {
      onSuccess: () => {
        notify({ variant: 'success', message: creditNoteMessages.updated });
        onDone();
      },
      onError: (error) => {
        const failure = toHttpFailure(error);
        form.placeServerErrors(failure);
        notify({ variant: 'error', title: 'Error', message: serverTextOr(failure, 'Failed to update credit note') });
      },
    }),
  );
  return (
    <FormDialog
      open
      title="Credit Note Details"
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => void submit()}
      maxWidth="sm"
      actions={<SubmitActions saving={saving} onCancel={onDone} submitLabel="Save Changes" />}
    >
      <Stack spacing={2}>
        <Alert severity="info">{creditNoteMessages.editable}</Alert>
        <FormTextField control={form.control} name="reason" label="Reason" required fullWidth multiline minRows={2} disabled={saving} />
        <CreditNoteInfo note={note} />
      </Stack>
    </FormDialog>
  );
}

/** When and why a cancelled credit note was cancelled. */
function CancelledNotice({ note }: { note: CreditNote }) {
  const when = note.cancelled_at ? ` on ${formatDate(note.cancelled_at)}` : '';
  const why = note.cancel_reason ? `: ${note.cancel_reason}` : '';
  return (
    <Alert severity="warning">{`Cancelled${when}${why}. Its number stays used; its credit is due again on invoice ${note.invoice_number}.`}</Alert>
  );
}

/** Spec 02 §2.3 Credit Note Details: read-only, with an Edit toggle for the reason and, while issued, Cancel. */
export function CreditNoteDetailsDialog({ creditNoteId, onClose }: CreditNoteDetailsDialogProps) {
  const query = useQuery(creditNoteQueries.detail(creditNoteId));
  const [cancelling, setCancelling] = useState(false);
  const note = query.data;
  return (
    <>
      <RecordDetailsDialog
        title="Credit Note Details"
        query={query}
        onClose={onClose}
        maxWidth="sm"
        loadError={(error) => serverTextOr(toHttpFailure(error), 'Unable to load the credit note. Please try again.')}
        loadingLabel="Loading credit note"
        // A cancelled credit note stays as it was cancelled: nothing on it changes any more.
        canEdit={(issuedNote) => issuedNote.status === 'issued'}
        extraAction={(shown) =>
          shown.status === 'issued' ? (
            <Button color="error" onClick={() => setCancelling(true)} sx={{ mr: 'auto' }}>
              Cancel Credit Note
            </Button>
          ) : null
        }
        renderEdit={(shown, done) => <ReasonEdit note={shown} onDone={done} onClose={onClose} />}
      >
        {(shown) => (
          <Stack spacing={2}>
            {shown.status === 'issued' ? null : <CancelledNotice note={shown} />}
            <SummaryRow label="Reason" value={shown.reason} />
            <CreditNoteInfo note={shown} />
            {shown.einvoice ? (
              <>
                <Divider />
                <CreditNoteEinvoice note={shown} />
              </>
            ) : null}
          </Stack>
        )}
      </RecordDetailsDialog>
      {/* Beside the details, not inside: its form's submit must not bubble into the details' dialog. */}
      {note && cancelling ? <CancelCreditNoteDialog note={note} onClose={() => setCancelling(false)} /> : null}
    </>
  );
}
