import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { formatDate } from '@firm/shared/domain';
import { DashboardPanel } from '@firm/shared/ui';

type Review = 'Approved' | 'Under Review';

const SUBMISSIONS: { id: number; name: string; client: string; submitted: string; review: Review }[] = [
  { id: 1, name: 'Income tax return (ITR-3)', client: 'Dr. Anil Kapoor', submitted: '2025-05-12', review: 'Approved' },
  { id: 2, name: 'GSTR-2B reconciliation', client: 'Kaveri Foods LLP', submitted: '2025-05-10', review: 'Under Review' },
  { id: 3, name: 'Tax audit report (Form 3CD)', client: 'Patel Logistics', submitted: '2025-05-06', review: 'Approved' },
];

export function RecentSubmissionsPanel() {
  return (
    <DashboardPanel title="Recent Submissions">
      <List disablePadding>
        {SUBMISSIONS.map((submission, index) => (
          <ListItem
            key={submission.id}
            disableGutters
            divider={index < SUBMISSIONS.length - 1}
            sx={{ columnGap: 2 }}
          >
            <ListItemText
              primary={submission.name}
              secondary={`${submission.client} · Submitted ${formatDate(submission.submitted)}`}
              sx={{ flex: '1 1 auto', minWidth: 0 }}
            />
            <Chip
              size="small"
              variant="outlined"
              label={submission.review}
              color={submission.review === 'Approved' ? 'success' : 'warning'}
              sx={{ flexShrink: 0 }}
            />
          </ListItem>
        ))}
      </List>
    </DashboardPanel>
  );
}
