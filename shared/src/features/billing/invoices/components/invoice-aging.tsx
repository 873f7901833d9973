import { Box } from '@mui/material';
import { invoiceAging } from '@firm/shared/domain/invoice';
import { type InvoiceRecordStatus } from '@firm/shared/domain/invoice';

/** Spec 02 §4's aging, counted from the server's day in India: overdue in red, due today in amber. Words, not
 * a figure: "15 days overdue" may wrap on a 1280 px laptop rather than push Actions off the table. */
export function InvoiceAging({ status, dueDate, today }: { status: InvoiceRecordStatus; dueDate: string; today: string }) {
  const text = invoiceAging(status, dueDate, today);
  const color = text.endsWith('overdue') ? 'error.main' : text === 'Due today' ? 'warning.dark' : 'text.secondary';
  return (
    <Box component="span" sx={{ color, fontWeight: text.endsWith('overdue') ? 600 : 400 }}>
      {text}
    </Box>
  );
}
