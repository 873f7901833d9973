import type { EnquiryStatus } from '@firm/shared/domain/enquiry';

// The enquiry screens' words for an enquiry's status.

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', replied: 'Replied', closed: 'Closed' };
