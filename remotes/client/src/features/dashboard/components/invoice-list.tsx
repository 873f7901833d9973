import { Box, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatDate, formatPaise } from '@firm/shared/domain';
import { isInvoicePaid, outstandingPaise, type DashboardInvoice } from '../dashboard-summary';
import { EmptyState } from './empty-state';

export type InvoiceListProps = {
  invoices: DashboardInvoice[];
  emptyMessage: string;
};

const STATUS_LABEL: Record<DashboardInvoice['status'], string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partially Paid',
  paid: 'Paid',
};

export function InvoiceList({ invoices, emptyMessage }: InvoiceListProps) {
  if (invoices.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <List disablePadding>
      {invoices.map((invoice, index) => {
        const paid = isInvoicePaid(invoice);
        return (
          <ListItem key={invoice.id} disableGutters divider={index < invoices.length - 1} sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText
              primary={`${invoice.invoiceNumber} · ${invoice.projectName}`}
              secondary={`Due ${formatDate(invoice.dueDate)}`}
              sx={{ flex: '1 1 220px' }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{formatPaise(paid ? invoice.totalPaise : outstandingPaise(invoice))}</Typography>
              <Chip size="small" variant="outlined" label={STATUS_LABEL[invoice.status]} color={paid ? 'success' : 'warning'} />
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
