import { Box } from '@mui/material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { formatNumber, formatPaise, type ClientTaskSummary } from '@firm/shared/domain';
import { StatCard } from '@firm/shared/ui';
import { FOUR_STATS_SX } from '../../components/stat-grid';

export type ClientStatCardsProps = {
  /** The Projects' counts from /api/client-portal/tasks; absent while loading. */
  projects: ClientTaskSummary | undefined;
  /** What is still owed, from /api/client-portal/invoices' summary; absent while loading. */
  outstandingPaise: number | undefined;
  /** Which figures could not be loaded (a dash instead of a wait that never ends). */
  failed?: { projects?: boolean; invoices?: boolean };
};

const PENDING = '…';
const FAILED = '—';

/** Spec 02 §2.7: Total Projects, Completed, Ongoing and Outstanding (rupees), all as the server counted them. */
export function ClientStatCards({ projects, outstandingPaise, failed = {} }: ClientStatCardsProps) {
  const missing = (hasFailed: boolean | undefined) => (hasFailed ? FAILED : PENDING);
  const count = (value: number | undefined) => (value === undefined ? missing(failed.projects) : formatNumber(value));
  return (
    <Box sx={FOUR_STATS_SX}>
      <StatCard label="Total Projects" value={count(projects?.total)} icon={<AssignmentOutlined />} />
      <StatCard label="Completed" value={count(projects?.completed)} icon={<TaskAltOutlined />} />
      <StatCard label="Ongoing" value={count(projects?.ongoing)} icon={<PendingActionsOutlined />} />
      <StatCard
        label="Outstanding"
        value={outstandingPaise === undefined ? missing(failed.invoices) : formatPaise(outstandingPaise)}
        icon={<AccountBalanceWalletOutlined />}
      />
    </Box>
  );
}
