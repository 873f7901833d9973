import { Box } from '@mui/material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { formatNumber, formatPaise } from '@firm/shared/domain/format';
import type { ClientInvoiceSummary } from '@firm/shared/domain/client-portal';
import { StatCard } from '@firm/shared/ui';

export type InvoiceCardsProps = { summary: ClientInvoiceSummary };

/**
 * Spec 02 §2.7: the five cards, as the server summed them over the invoices the filters select
 * (every invoice of the client, not only the page or the tab): the browser adds nothing up.
 */
export function InvoiceCards({ summary }: InvoiceCardsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // Wide enough for '₹99,99,999.00' on one line: five in a row on a wide screen, fewer on a laptop.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(240px, 1fr))' },
      }}
    >
      <StatCard label="Total Amount" value={formatPaise(summary.total_paise)} icon={<CurrencyRupeeOutlined />} />
      <StatCard label="Credit Notes" value={formatPaise(summary.credit_note_paise)} icon={<UndoOutlined />} />
      <StatCard label="Outstanding" value={formatPaise(summary.outstanding_paise)} icon={<AccountBalanceWalletOutlined />} />
      <StatCard label="Paid Amount" value={formatPaise(summary.paid_paise)} icon={<TaskAltOutlined />} />
      <StatCard label="Total Invoices" value={formatNumber(summary.total_invoices)} icon={<ReceiptLongOutlined />} />
    </Box>
  );
}
