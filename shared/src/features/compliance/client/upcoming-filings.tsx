import { Box, CircularProgress, type ChipProps } from '@mui/material';
import type { ClientFiling, ComplianceState } from '@firm/shared/domain/compliance';
import { formatDate } from '@firm/shared/domain/format';
import { DashboardList, DashboardPanel, EmptyState, ErrorWithRetry } from '@firm/shared/ui';
import { useUpcomingFilings } from './client-filings-query';

// The client's statutory filings due soon, with their due dates and what is done. The words are
// the board's (zod-free here: the dashboard's first navigation carries no schema).

const STATE_CHIPS: Record<ComplianceState, { label: string; color: ChipProps['color'] }> = {
  not_started: { label: 'Not started', color: 'default' },
  in_progress: { label: 'In progress', color: 'info' },
  waiting: { label: 'Waiting', color: 'warning' },
  filed_on_time: { label: 'Filed on time', color: 'success' },
  filed_late: { label: 'Filed late', color: 'warning' },
  overdue: { label: 'Overdue', color: 'error' },
};

const detailOf = (f: ClientFiling) =>
  f.filed_on
    ? `Due ${formatDate(f.statutory_due_date)} · Filed ${formatDate(f.filed_on)}${f.ack_number ? ` · ARN ${f.ack_number}` : ''}`
    : `Due ${formatDate(f.statutory_due_date)}`;

export type UpcomingFilingsProps = {
  filings: readonly ClientFiling[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
};

function UpcomingFilings({ filings, loading, error, onRetry }: UpcomingFilingsProps) {
  return (
    <DashboardPanel title="Upcoming filings" subtitle="Statutory filings due in the next 45 days, and those just done">
      {error ? (
        <ErrorWithRetry message={error} onRetry={onRetry} />
      ) : loading || !filings ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label="Loading filings" />
        </Box>
      ) : filings.length === 0 ? (
        <EmptyState message="No filings due in the next 45 days." />
      ) : (
        <DashboardList
          items={filings.map((f) => ({
            id: `${f.compliance_name}:${f.period_key}`,
            primary: `${f.compliance_name} · ${f.period_label}`,
            secondary: detailOf(f),
            chip: { ...STATE_CHIPS[f.state], variant: f.state === 'not_started' ? 'outlined' : 'filled' },
          }))}
        />
      )}
    </DashboardPanel>
  );
}

/** The client dashboard's panel of its filings due soon, with a retry when they could not be loaded. */
export function UpcomingFilingsPanel({ clientId }: { clientId: string }) {
  const filings = useUpcomingFilings(clientId);
  return (
    <UpcomingFilings
      filings={filings.data?.filings}
      loading={filings.isPending}
      error={filings.isError ? 'Unable to load your filings. Please try again.' : null}
      onRetry={() => void filings.refetch()}
    />
  );
}
