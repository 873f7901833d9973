import { Chip } from '@mui/material';
import type { MessageRecipientStatus } from '@firm/shared/domain/message';

const LOOK: Record<MessageRecipientStatus, { label: string; color: 'default' | 'success' | 'error' }> = {
  queued: { label: 'Queued', color: 'default' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** A recipient's delivery status, in words and colour. */
export function MessageStatus({ status }: { status: MessageRecipientStatus }) {
  const { label, color } = LOOK[status];
  return <Chip size="small" label={label} color={color} variant={status === 'queued' ? 'outlined' : 'filled'} />;
}
