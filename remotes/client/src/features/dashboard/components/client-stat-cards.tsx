import { Box } from '@mui/material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { formatNumber, formatPaise } from '@firm/shared/domain';
import type { DashboardSummary } from '../dashboard-summary';
import { StatCard } from '@firm/shared/ui';

export type ClientStatCardsProps = { summary: DashboardSummary };

export function ClientStatCards({ summary }: ClientStatCardsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard label="Total Projects" value={formatNumber(summary.totalProjects)} icon={<AssignmentOutlined />} />
      <StatCard label="Completed" value={formatNumber(summary.completedProjects)} icon={<TaskAltOutlined />} />
      <StatCard label="Ongoing" value={formatNumber(summary.ongoingProjects)} icon={<PendingActionsOutlined />} />
      <StatCard label="Outstanding" value={formatPaise(summary.outstandingPaise)} icon={<AccountBalanceWalletOutlined />} />
    </Box>
  );
}
