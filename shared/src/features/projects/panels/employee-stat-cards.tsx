import { Box } from '@mui/material';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { formatNumber } from '@firm/shared/domain/format';
import { StatCard } from '@firm/shared/ui';

// Spec 02 §2.6: the employee dashboard's figures are static sample content.
export function EmployeeStatCards() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      <StatCard label="My Projects" value={formatNumber(8)} caption="Assigned to you" icon={<AssignmentOutlined />} />
      <StatCard label="Completed" value={formatNumber(5)} caption="This month" icon={<TaskAltOutlined />} />
      <StatCard label="Due Today" value={formatNumber(2)} caption="GST and TDS filings" icon={<EventOutlined />} />
    </Box>
  );
}
