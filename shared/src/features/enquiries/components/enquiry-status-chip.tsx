import { Chip } from '@mui/material';
import type { EnquiryStatus } from '@firm/shared/domain/enquiry';
import { ENQUIRY_STATUS_LABELS } from '../enquiry-labels';

const COLORS: Record<EnquiryStatus, 'warning' | 'success' | 'default'> = { new: 'warning', replied: 'success', closed: 'default' };

export function EnquiryStatusChip({ status }: { status: EnquiryStatus }) {
  return (
    <Chip size="small" label={ENQUIRY_STATUS_LABELS[status]} color={COLORS[status]} variant={status === 'closed' ? 'outlined' : 'filled'} />
  );
}
