import { Box } from '@mui/material';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { formatNumber, formatRupees } from '@firm/shared/domain/format';
import { StatCard } from '@firm/shared/ui';

// Spec 01 §2 (admin screen 2): every figure on this dashboard is static sample content.
export function AdminStatCards() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard label="Total Clients" value={formatNumber(248)} caption="12 added this month" icon={<BusinessOutlined />} />
      <StatCard label="Active Users" value={formatNumber(36)} caption="Across both offices" icon={<PeopleOutlined />} />
      <StatCard label="Pending Tasks" value={formatNumber(57)} caption="9 due this week" icon={<AssignmentOutlined />} />
      <StatCard
        label="Invoices Due"
        value={formatNumber(14)}
        caption={`${formatRupees(485000)} outstanding`}
        icon={<ReceiptLongOutlined />}
      />
    </Box>
  );
}
