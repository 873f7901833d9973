import { formatPaiseIndian } from '@firm/shared/domain/money';
import type { InvoiceListRow } from '@firm/shared/domain/invoice';
import { SearchPicker, type PickerProps } from '@firm/shared/ui';
import { creditNoteInvoiceQueries } from '../../api/credit-note-invoices';

export type InvoicePickerProps = PickerProps<InvoiceListRow>;

/** Spec 02 §2.3: 'invoice number - customer - rupee amount'. */
export const invoiceOptionLabel = (i: InvoiceListRow) => `${i.invoice_number} - ${i.customer} - ${formatPaiseIndian(i.total_paise)}`;

/** Invoices with something still due, found by number or customer as the admin types (the server searches; 20 at a time). */
export function InvoicePicker(props: InvoicePickerProps) {
  return (
    <SearchPicker
      {...props}
      search={creditNoteInvoiceQueries.search}
      optionLabel={invoiceOptionLabel}
      sameOption={(a, b) => a.invoice_id === b.invoice_id}
      label="Invoice"
      emptyText="No invoices with an amount due found"
      failedText="Failed to load invoices"
    />
  );
}
