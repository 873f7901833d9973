import { Chip } from '@mui/material';
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '@firm/shared/domain/enquiry';

const COLORS: Record<EnquiryStatus, 'warning' | 'success' | 'default'> = { new: 'warning', replied: 'success', closed: 'default' };

export function EnquiryStatusChip({ status }: { status: EnquiryStatus }) {
  return (
    <Chip size="small" label={ENQUIRY_STATUS_LABELS[status]} color={COLORS[status]} variant={status === 'closed' ? 'outlined' : 'filled'} />
  );
}
