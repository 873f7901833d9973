import { Box, Button, IconButton, Tooltip } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatDate } from '@firm/shared/domain/format';
import type { TaskListRow } from '@firm/shared/domain/project';
import { nowrapColumn, type DataTableColumn } from '@firm/shared/ui';
import { DueDateText, StatutoryDueText } from './due-date-text';
import { ProjectStatusChip } from './project-status-chip';
import { WaitingOnClientChip } from './waiting-on-client-chip';

export const isInvoiceable = (t: Pick<TaskListRow, 'workflow_status' | 'invoice_id'>) =>
  t.workflow_status === 'closed' && t.invoice_id === null;

/**
 * Spec 02 §2.1's columns. Every column but Actions sorts on the server by the key of its id; the
 * `sortValue`s only mark the heads as sortable (the rows arrive sorted).
 */
export function projectColumns(
  onView: (task: TaskListRow) => void,
  onGenerateInvoice: (task: TaskListRow) => void,
): DataTableColumn<TaskListRow>[] {
  return [
    {
      id: 'name',
      label: 'Project Name',
      render: (t) => (
        <Box component="span" sx={{ display: 'block', fontWeight: 600, minWidth: { md: 160 } }}>
          {t.task_name}
          {/* Under the name, not beside the status: the workflow status is untouched, and the chip would widen its column. */}
          {t.waiting_on_client ? (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              <WaitingOnClientChip />
            </Box>
          ) : null}
        </Box>
      ),
      sortValue: (t) => t.task_name,
    },
    { id: 'client', label: 'Client', render: (t) => t.client_name, sortValue: (t) => t.client_name, hideOnMobile: true },
    {
      id: 'status',
      label: 'Status',
      render: (t) => <ProjectStatusChip status={t.workflow_status} />,
      sortValue: (t) => t.workflow_status,
    },
    {
      id: 'assignee',
      label: 'Assigned To',
      render: (t) => t.assignee_name ?? 'Unassigned',
      sortValue: (t) => t.assignee_name,
      hideOnMobile: true,
    },
    nowrapColumn({
      id: 'created',
      label: 'Created Date',
      text: (t) => formatDate(t.created_at),
      sortValue: (t) => t.created_at,
      hideOnMobile: true,
    }),
    {
      id: 'due',
      label: 'Due Date',
      render: (t) => (
        <>
          <DueDateText due={t.due_date} />
          <StatutoryDueText statutory={t.statutory_due_date} filedOn={t.filed_on} />
        </>
      ),
      sortValue: (t) => t.due_date,
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (t) => (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {/* Spec 02 §2.1: a closed Project with no invoice yet (an invoiced one has left the list). */}
          {isInvoiceable(t) ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<ReceiptLongIcon fontSize="small" />}
              onClick={() => onGenerateInvoice(t)}
              aria-label={`Generate Invoice for ${t.task_name}`}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Generate Invoice
            </Button>
          ) : null}
          <Tooltip title="View details">
            <IconButton size="small" onClick={() => onView(t)} aria-label={`View details of ${t.task_name}`}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    },
  ];
}
