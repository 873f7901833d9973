import { useState, type ComponentType } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES } from '@firm/shared/domain/client';
import { formatDate } from '@firm/shared/domain/format';
import { nextPeriod, periodFromKey, previousPeriod } from '@firm/shared/domain/compliance';
import { LoadState, PageHeader } from '@firm/shared/ui';
import { complianceQueries } from './api/compliance';
import { subscriptionQueries } from './api/subscriptions';
import { BoardCellButton } from './components/board-cell';

// The compliance board (issue 30, admin and supervisor): one compliance's clients down and its periods
// across, each cell the period's Project and its state; the counts of what is due this week, overdue and
// filed this month. A cell opens the Project.

/** The role's dialog of a Project (the admin's details, the supervisor's Edit Task), given by the remote. */
export type ComplianceBoardPageProps = { ProjectDialog: ComponentType<{ projectId: number; onClose: () => void }> };

export function ComplianceBoardPage({ ProjectDialog }: ComplianceBoardPageProps) {
  const catalogue = useQuery(complianceQueries.catalogue());
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const [clientType, setClientType] = useState('');
  const [assignee, setAssignee] = useState('');
  const [waiting, setWaiting] = useState(false);
  const assignees = useQuery(subscriptionQueries.assignees());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const active = (catalogue.data ?? []).filter((c) => c.is_active);
  const complianceId = chosen ?? active.find((c) => c.subscriptions > 0)?.id ?? active[0]?.id ?? null;
  const board = useQuery({
    ...complianceQueries.board({
      compliance_id: complianceId ?? 0,
      from,
      page,
      client_type: clientType || undefined,
      assignee_id: assignee ? Number(assignee) : undefined,
      waiting_on_client: waiting || undefined,
      search: search || undefined,
    }),
    enabled: complianceId !== null,
    placeholderData: keepPreviousData,
  });
  const answer = board.data;
  const periods = answer?.data.periods ?? [];
  const shift = (step: -1 | 1) => {
    const first = periodFromKey(periods[0]?.key ?? '');
    if (!first) return;
    setFrom(((step === 1 ? nextPeriod(first) : previousPeriod(first)) ?? first).key);
  };

  return (
    <Box>
      <PageHeader title="Compliance board" subtitle="Every client's statutory filings, period by period" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Compliance"
          size="small"
          value={complianceId ?? ''}
          onChange={(e) => {
            setChosen(Number(e.target.value));
            setFrom(undefined);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        >
          {active.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Client type"
          size="small"
          value={clientType}
          onChange={(e) => (setClientType(e.target.value), setPage(1))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All client types</MenuItem>
          {CLIENT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {CLIENT_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Assignee"
          size="small"
          value={assignee}
          onChange={(e) => (setAssignee(e.target.value), setPage(1))}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Everyone</MenuItem>
          {(assignees.data ?? []).map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {`${p.first_name} ${p.last_name}`.trim()}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Search clients" size="small" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
        <FormControlLabel
          control={<Switch checked={waiting} onChange={(_e, on) => (setWaiting(on), setPage(1))} />}
          label="Waiting on client"
          sx={{ whiteSpace: 'nowrap', mr: 0 }}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => shift(-1)} disabled={!periods.length}>
            Earlier
          </Button>
          <Button variant="outlined" onClick={() => shift(1)} disabled={!periods.length}>
            Later
          </Button>
        </Stack>
      </Stack>
      {answer ? (
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} aria-label="Counts">
          <Chip label={`Due this week: ${answer.summary.due_this_week}`} />
          <Chip color={answer.summary.overdue > 0 ? 'error' : 'default'} label={`Overdue: ${answer.summary.overdue}`} />
          <Chip color="success" variant="outlined" label={`Filed this month: ${answer.summary.filed_this_month}`} />
        </Stack>
      ) : null}
      {complianceId === null && catalogue.isSuccess ? (
        <Typography color="text.secondary">No compliances yet: the admin adds them on the Compliance catalogue screen.</Typography>
      ) : (
        <>
          {!answer ? (
            <LoadState
              error={board.isError ? 'The board could not be loaded.' : null}
              onRetry={() => void board.refetch()}
              loadingLabel="Loading the board"
            />
          ) : (
            <Paper variant="outlined">
              <TableContainer sx={{ maxHeight: '70vh' }}>
                <Table size="small" stickyHeader aria-label={`${answer?.data.compliance.name ?? 'Compliance'} by client and period`}>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3, bgcolor: 'background.paper', minWidth: 140 }}>
                        Client
                      </TableCell>
                      {periods.map((p) => (
                        <TableCell key={p.key} sx={{ minWidth: 128 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {p.label}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {p.due_date ? `Due ${formatDate(p.due_date)}${p.overridden ? ' (extended)' : ''}` : 'No filing'}
                          </Typography>
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {(answer?.data.rows ?? []).map((row) => (
                      <TableRow key={row.client_id}>
                        <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {row.client_name}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {CLIENT_TYPE_LABELS[row.client_type as keyof typeof CLIENT_TYPE_LABELS] ?? row.client_type}
                          </Typography>
                        </TableCell>
                        {row.cells.map((cell, i) => (
                          <TableCell key={periods[i]?.key ?? i}>
                            {cell ? (
                              <BoardCellButton cell={cell} period={periods[i]?.label ?? ''} onOpen={setViewing} />
                            ) : (
                              <Typography variant="caption" color="text.secondary">
                                Not opened
                              </Typography>
                            )}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                    {answer && answer.data.rows.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={periods.length + 1}>No client is subscribed to this compliance.</TableCell>
                      </TableRow>
                    ) : null}
                  </TableBody>
                </Table>
              </TableContainer>
            </Paper>
          )}
        </>
      )}
      {answer && answer.pagination.pages > 1 ? (
        <Pagination sx={{ mt: 2 }} count={answer.pagination.pages} page={page} onChange={(_e, p) => setPage(p)} />
      ) : null}
      {viewing !== null ? (
        <ProjectDialog
          projectId={viewing}
          onClose={() => {
            setViewing(null);
            // A filing or status recorded in the dialog changes the cell's state.
            void queryClient.invalidateQueries({ queryKey: complianceQueries.all() });
          }}
        />
      ) : null}
    </Box>
  );
}
