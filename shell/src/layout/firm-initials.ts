import { FIRM } from '@firm/shared/domain/firm';

/** 'Kapoor Iyer & Co.' → 'KI': the partners' initials, as on the firm's letterhead. */
export const FIRM_INITIALS = FIRM.name
  .split(/\s+/)
  .filter((word) => /^[A-Z]/.test(word) && word !== 'Co.')
  .slice(0, 2)
  .map((word) => word[0])
  .join('');
