import {
  creditNoteCancelMessages as M,
  creditNoteCancelSchema,
  CREDIT_NOTE_CANCEL_REASON_MAX,
  type CreditNote,
} from '@firm/shared/domain/credit-note';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import { CancelWithReasonDialog } from '../../components/cancel-with-reason-dialog';
import { useCancelCreditNote } from '../../api/credit-notes';

export type CancelCreditNoteDialogProps = {
  note: Pick<CreditNote, 'credit_note_id' | 'credit_note_number' | 'invoice_number' | 'total_paise' | 'einvoice'>;
  onClose: () => void;
};

/**
 * Cancelling a credit note issued in error, with the reason. Its number stays used, its credit is
 * due again on the invoice, the PDF is stamped CANCELLED and GSTR-1 counts it among documents cancelled. An
 * e-invoiced note's IRN is cancelled too, which the IRP allows only within 24 hours: the server says so after.
 */
export function CancelCreditNoteDialog({ note, onClose }: CancelCreditNoteDialogProps) {
  const irn = note.einvoice?.status === 'registered';
  const cancel = useCancelCreditNote(note.credit_note_id);
  return (
    <CancelWithReasonDialog
      noun="Credit Note"
      number={note.credit_note_number}
      explanation={
        `Only for a credit note issued in error. Its ${formatPaiseIndian(note.total_paise)} is due again on invoice ${note.invoice_number}; ` +
        'its number stays used and is never issued again, the PDF is stamped CANCELLED, and GSTR-1 counts it among documents cancelled.' +
        (irn ? ' Its IRN is cancelled too: the IRP allows that only within 24 hours of its acknowledgement.' : '')
      }
      failedText={M.failed}
      reasonMax={CREDIT_NOTE_CANCEL_REASON_MAX}
      schema={creditNoteCancelSchema}
      cancel={cancel}
      successMessage={({ message }) => message || M.cancelled(note.credit_note_number)}
      onClose={onClose}
    />
  );
}
