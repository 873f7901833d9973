import { useState, type ComponentType } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, MenuItem, Pagination, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formatDate } from '@firm/shared/domain/format';
import { nextPeriod, periodFromKey, previousPeriod } from '@firm/shared/domain/compliance';
import { fetchOnMount, LoadState, PageHeader } from '@firm/shared/ui';
import { complianceQueries } from './api/compliance';
import { ARRIVAL_BOARD_PARAMS } from './api/board-prefetch';
import { BoardFilters, boardFilterParams, NO_BOARD_FILTERS, type BoardFilterValues } from './components/board-filters';
import { BoardTable, type BoardColumn } from './components/board-table';

// The compliance board (admin and supervisor), in two views: one compliance's periods across,
// or every compliance across for one month (each showing its period containing the month); clients down,
// each cell the Project's state, opening it; the counts of what is due this week, overdue and filed this month.

/** The role's dialog of a Project (the admin's details, the supervisor's Edit Task), given by the remote. */
export type ComplianceBoardPageProps = { ProjectDialog: ComponentType<{ projectId: number; onClose: () => void }> };
type View = 'periods' | 'compliances';

const dueCaption = (due: string | null, overridden: boolean) =>
  due ? `Due ${formatDate(due)}${overridden ? ' (extended)' : ''}` : 'No filing';

export function ComplianceBoardPage({ ProjectDialog }: ComplianceBoardPageProps) {
  // What the routes module's prefetch just brought is not asked for again (board-prefetch.ts).
  const catalogue = useQuery({ ...complianceQueries.catalogue(), refetchOnMount: fetchOnMount });
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>('periods');
  const [chosen, setChosen] = useState<number | null>(null);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [filters, setFilters] = useState<BoardFilterValues>(NO_BOARD_FILTERS);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const active = (catalogue.data ?? []).filter((c) => c.is_active);
  const params = { page, ...boardFilterParams(filters) };
  const byPeriod = useQuery({
    // On arrival, the view the routes module's prefetch asked for (board-prefetch.ts): the compliance the
    // server opens the board on, which the answer names; chosen (or kept, below) once anything changes.
    ...complianceQueries.board({ ...ARRIVAL_BOARD_PARAMS, compliance_id: chosen ?? undefined, from, ...params }),
    enabled: view === 'periods',
    placeholderData: keepPreviousData,
    refetchOnMount: fetchOnMount,
  });
  const byCompliance = useQuery({
    ...complianceQueries.periodBoard({ month, ...params }),
    enabled: view === 'compliances',
    placeholderData: keepPreviousData,
  });
  const shown = byPeriod.data?.data.compliance.id ?? null;
  const complianceId = chosen ?? shown;
  /** A filter, page or period change keeps the compliance shown, whatever the server would open on now. */
  const keepCompliance = () => setChosen((c) => c ?? shown);
  const board = view === 'periods' ? byPeriod : byCompliance;
  const answer = board.data;
  const periods = byPeriod.data?.data.periods ?? [];
  const columns: BoardColumn[] =
    view === 'periods'
      ? periods.map((p) => ({ key: p.key, label: p.label, caption: dueCaption(p.due_date, p.overridden) }))
      : (byCompliance.data?.data.compliances ?? []).map((k) => ({
          key: String(k.compliance_id),
          label: k.name,
          caption: `${k.period_label} · ${dueCaption(k.due_date, k.overridden)}`,
          cellName: `${k.name} ${k.period_label}`,
        }));
  const rows = (view === 'periods' ? byPeriod.data?.data.rows : byCompliance.data?.data.rows) ?? [];
  const shift = (step: -1 | 1) => {
    const first = periodFromKey((view === 'periods' ? periods[0]?.key : byCompliance.data?.data.month.key) ?? '');
    if (!first) return;
    const next = ((step === 1 ? nextPeriod(first) : previousPeriod(first)) ?? first).key;
    if (view === 'periods') {
      keepCompliance();
      setFrom(next);
    } else setMonth(next);
    setPage(1);
  };
  const noCompliance = view === 'periods' && catalogue.isSuccess && active.length === 0;

  return (
    <Box>
      <PageHeader title="Compliance board" subtitle="Every client's statutory filings, period by period" />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        onChange={(_e, next: View | null) => {
          if (!next) return;
          setView(next);
          setPage(1);
        }}
        aria-label="Board view"
        // The unpressed button's default grey is 4.49:1 on the page's background: the body text's colour instead.
        sx={{ mb: 2, flexWrap: 'wrap', '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
      >
        <ToggleButton value="periods">Periods across</ToggleButton>
        <ToggleButton value="compliances">Compliances across</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {view === 'periods' ? (
          <TextField
            select
            label="Compliance"
            size="small"
            value={active.some((c) => c.id === complianceId) ? complianceId : ''}
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
        ) : null}
        <BoardFilters values={filters} onChange={(next) => (keepCompliance(), setFilters(next), setPage(1))} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={() => shift(-1)} disabled={!answer}>
            Earlier
          </Button>
          {view === 'compliances' && byCompliance.data ? (
            <Typography aria-live="polite" sx={{ fontWeight: 600, whiteSpace: 'nowrap', px: 1 }}>
              {byCompliance.data.data.month.label}
            </Typography>
          ) : null}
          <Button variant="outlined" onClick={() => shift(1)} disabled={!answer}>
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
      {noCompliance ? (
        <Typography color="text.secondary">No compliances yet: the admin adds them on the Compliance catalogue screen.</Typography>
      ) : !answer ? (
        <LoadState
          error={board.isError ? 'The board could not be loaded.' : null}
          onRetry={() => void board.refetch()}
          loadingLabel="Loading the board"
        />
      ) : (
        <BoardTable
          ariaLabel={
            view === 'periods'
              ? `${byPeriod.data?.data.compliance.name ?? 'Compliance'} by client and period`
              : `Compliances of ${byCompliance.data?.data.month.label ?? 'the month'} by client`
          }
          columns={columns}
          rows={rows}
          emptyText={
            view === 'periods' ? 'No client is subscribed to this compliance.' : 'No client has a compliance the firm files for this month.'
          }
          onOpen={setViewing}
        />
      )}
      {answer && answer.pagination.pages > 1 ? (
        <Pagination sx={{ mt: 2 }} count={answer.pagination.pages} page={page} onChange={(_e, p) => (keepCompliance(), setPage(p))} />
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
