import { Grid } from '@mui/material';
import { DELIVERY_TYPE_LABELS, TASK_STATUS_LABELS, type TaskDetail } from '@firm/shared/domain/project';
import { formatDate, formatPaise } from '@firm/shared/domain/format';
import { ReadOnlyField } from '@firm/shared/ui';

/** The Project's fields as the Task Details dialog shows them before Edit. */
export function ProjectSummary({ task }: { task: TaskDetail }) {
  const half = { xs: 12, sm: 6 };
  const fields: [string, string, boolean?][] = [
    ['Project Name', task.task_name, true],
    ['Description', task.service_description, true],
    ['Client', task.client_name],
    ['Status', TASK_STATUS_LABELS[task.workflow_status]],
    ['Assigned To', task.assignee_name ?? 'Unassigned'],
    ['Amount', formatPaise(task.invoice_amount_paise)],
    ['Created Date', formatDate(task.created_at)],
    [task.statutory_due_date ? 'Internal Due Date' : 'Due Date', formatDate(task.due_date, 'No due date')],
    // A compliance Project: its filing, the law's date and what the authority gave back.
    ...(task.compliance_name
      ? ([
          ['Compliance', task.compliance_name],
          ['Statutory Due Date', formatDate(task.statutory_due_date, 'No statutory due date')],
          ['Acknowledgement (ARN)', task.ack_number ?? 'Not filed yet'],
          ['Filing Date', formatDate(task.filed_on, 'Not filed yet')],
        ] as [string, string][])
      : []),
    ['SAC Code', task.sac_code],
    ['Service Category', task.service_category_name],
    ['Type of Delivery', DELIVERY_TYPE_LABELS[task.type_of_delivery]],
  ];
  return (
    <Grid container spacing={2}>
      {fields.map(([label, value, wide]) => (
        <Grid key={label} size={wide ? 12 : half}>
          <ReadOnlyField label={label} value={value} />
        </Grid>
      ))}
    </Grid>
  );
}
