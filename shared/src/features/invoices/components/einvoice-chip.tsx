import { Chip } from '@mui/material';
import { EINVOICE_STATUS_LABELS, type EinvoiceStatus } from '@firm/shared/domain/einvoice';

const COLORS: Record<EinvoiceStatus, 'success' | 'warning' | 'error' | 'default'> = {
  registered: 'success',
  pending: 'warning',
  failed: 'error',
  cancelled: 'default',
};

/** The IRN's state of an e-invoiced invoice (issue 26), beside its payment status; nothing when not e-invoiced. */
export function EinvoiceChip({ status }: { status: EinvoiceStatus | null }) {
  if (!status) return null;
  return <Chip size="small" label={EINVOICE_STATUS_LABELS[status]} color={COLORS[status]} variant="outlined" sx={{ fontWeight: 600 }} />;
}
