import { Box, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { CLIENT_INVOICE_STATUS_LABELS, type ClientInvoice } from '@firm/shared/domain/client-portal';
import { formatDate, formatPaise } from '@firm/shared/domain/format';
import { EmptyState } from '@firm/shared/ui';

export type ClientInvoiceListProps = {
  invoices: readonly ClientInvoice[];
  emptyMessage: string;
};

/** Each invoice with what it still owes (its total once paid); an overdue one says so in red. */
export function ClientInvoiceList({ invoices, emptyMessage }: ClientInvoiceListProps) {
  if (invoices.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <List disablePadding>
      {invoices.map((invoice, index) => {
        const paid = invoice.status === 'paid';
        return (
          <ListItem key={invoice.invoice_id} disableGutters divider={index < invoices.length - 1} sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText
              primary={`${invoice.invoice_number} · ${invoice.task_name}`}
              secondary={
                <>
                  {`Due ${formatDate(invoice.due_date)}`}
                  {invoice.overdue ? (
                    <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
                      {' · Overdue'}
                    </Box>
                  ) : null}
                </>
              }
              sx={{ flex: '1 1 220px' }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatPaise(paid ? invoice.total_paise : invoice.outstanding_paise)}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                label={CLIENT_INVOICE_STATUS_LABELS[invoice.status]}
                color={paid ? 'success' : 'warning'}
              />
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
