import { Box } from '@mui/material';
import { formatDate } from '@firm/shared/domain/format';
import { indianDay } from '@firm/shared/domain/calendar';

export type DueDateTextProps = { due: string | null; now?: Date };

/** Spec 02 §2.1: a past due date in red, today or later in green, none as 'No due date'. */
export function DueDateText({ due, now }: DueDateTextProps) {
  if (!due)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        No due date
      </Box>
    );
  const past = due < indianDay(now ?? new Date());
  return (
    <Box component="span" sx={{ color: past ? 'error.main' : 'success.main', fontWeight: 600, whiteSpace: 'nowrap' }}>
      {formatDate(due)}
    </Box>
  );
}

/** A compliance Project's statutory due date (the law's) under its internal one, or its filing once filed. */
export function StatutoryDueText({ statutory, filedOn }: { statutory?: string | null; filedOn?: string | null }) {
  if (!statutory) return null;
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem', whiteSpace: 'nowrap' }}>
      {filedOn ? `Filed ${formatDate(filedOn)}` : `Statutory ${formatDate(statutory)}`}
    </Box>
  );
}
