import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { clientTypeLabel } from '@firm/shared/domain/client';
import { formatDate } from '@firm/shared/domain/format';
import type { ComplianceRow } from '@firm/shared/domain/compliance';
import { COMPLIANCE_AUTHORITY_LABELS, COMPLIANCE_FREQUENCY_LABELS, DUE_RULE_LABELS } from './compliance-labels';
import { lazyDialog, PageHeader } from '@firm/shared/ui';
import { complianceQueries, useAddStandard, useGenerateNow } from './api/compliance';

// The admin's compliance catalogue: the firm's compliances with their due-date rules, the
// standard list to start from, a period's due-date override, each compliance's default document checklist
//, and "Generate now" with what it opened.

const BulkSubscribeDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './subscriptions/bulk-subscribe-dialog').then((m) => m.BulkSubscribeDialog),
);
const ChecklistDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/checklist-dialog').then((m) => m.ChecklistDialog),
);
const ComplianceDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/compliance-dialog').then((m) => m.ComplianceDialog),
);
const OverrideDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './components/override-dialog').then((m) => m.OverrideDialog));

function ruleText(c: ComplianceRow): string {
  if (c.rule === 'standard')
    return c.months_after === 0
      ? `Day ${c.due_day} of the period's last month`
      : `Day ${c.due_day}, ${c.months_after} month(s) after the period`;
  if (c.rule === 'agm') return `${c.due_day} days after the AGM`;
  return DUE_RULE_LABELS[c.rule];
}

export function ComplianceCataloguePage() {
  const catalogue = useQuery(complianceQueries.catalogue());
  const generate = useGenerateNow();
  const standard = useAddStandard();
  const [overriding, setOverriding] = useState<ComplianceRow | null>(null);
  const [subscribing, setSubscribing] = useState<ComplianceRow | null>(null);
  const [checklist, setChecklist] = useState<ComplianceRow | null>(null);
  // null: closed; 'new': adding one; a row: editing it.
  const [editing, setEditing] = useState<ComplianceRow | 'new' | null>(null);
  const rows = catalogue.data ?? [];
  return (
    <Box>
      <PageHeader
        title="Compliance catalogue"
        subtitle="The statutory filings your firm handles, their due dates and the Projects they open"
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => setEditing('new')}>
              Add compliance
            </Button>
            <Button variant="outlined" onClick={() => standard.mutate()} disabled={standard.isPending}>
              Add the standard compliances
            </Button>
            <Button variant="contained" onClick={() => generate.mutate()} disabled={generate.isPending}>
              Generate now
            </Button>
          </Stack>
        }
      />
      {standard.isSuccess ? (
        <Alert sx={{ mb: 2 }} severity="success">
          {standard.data.message}
        </Alert>
      ) : null}
      {standard.isError ? (
        <Alert sx={{ mb: 2 }} severity="error">
          Add an active service category and SAC code first.
        </Alert>
      ) : null}
      {generate.isError ? (
        <Alert sx={{ mb: 2 }} severity="error">
          The Projects could not be generated. Try again.
        </Alert>
      ) : null}
      {generate.isSuccess ? (
        <Alert sx={{ mb: 2 }} severity={generate.data.data.opened > 0 ? 'success' : 'info'} aria-live="polite">
          <Typography sx={{ fontWeight: 600 }}>{generate.data.message}</Typography>
          {generate.data.data.tasks.length > 0 ? (
            <List dense disablePadding>
              {generate.data.data.tasks.map((t) => (
                <ListItem key={t.task_id} disableGutters>
                  <ListItemText
                    primary={`${t.compliance_name} ${t.period_label}: ${t.client_name}`}
                    secondary={`Statutory due ${formatDate(t.statutory_due_date)}, internal ${formatDate(t.due_date)}`}
                  />
                </ListItem>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="Compliances">
            <TableHead>
              <TableRow>
                <TableCell>Compliance</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Authority</TableCell>
                <TableCell>Frequency</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Billed as</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Due date</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Clients</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {c.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {c.client_types.length === 0 ? 'Every client type' : c.client_types.map(clientTypeLabel).join(', ')}
                    </Typography>
                    <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                      {c.ack_required ? <Chip size="small" label="ARN required" /> : null}
                      {!c.is_active ? <Chip size="small" label="Inactive" /> : null}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{COMPLIANCE_AUTHORITY_LABELS[c.authority]}</TableCell>
                  <TableCell>{COMPLIANCE_FREQUENCY_LABELS[c.frequency]}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                    {c.service_category_name}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      SAC {c.sac_code}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{ruleText(c)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{c.subscriptions}</TableCell>
                  <TableCell>
                    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      <Button size="small" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                        Edit
                      </Button>
                      <Button
                        size="small"
                        onClick={() => setSubscribing(c)}
                        disabled={!c.is_active}
                        aria-label={`Subscribe clients to ${c.name}`}
                      >
                        Subscribe clients
                      </Button>
                      <Button size="small" onClick={() => setOverriding(c)} aria-label={`Override the due date of ${c.name}`}>
                        Override due date
                      </Button>
                      <Button size="small" onClick={() => setChecklist(c)} aria-label={`Edit the document checklist of ${c.name}`}>
                        Documents ({c.document_checklist.length})
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
              {catalogue.isSuccess && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7}>No compliances yet. Add the standard compliances to start.</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {editing ? <ComplianceDialog compliance={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {subscribing ? <BulkSubscribeDialog compliance={subscribing} onClose={() => setSubscribing(null)} /> : null}
      {checklist ? <ChecklistDialog compliance={checklist} onClose={() => setChecklist(null)} /> : null}
      {overriding ? <OverrideDialog compliance={overriding} onClose={() => setOverriding(null)} /> : null}
    </Box>
  );
}
