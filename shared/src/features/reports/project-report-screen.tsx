import { useMemo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  ASSIGNMENT_LABELS,
  ASSIGNMENT_STATUSES,
  EMPLOYEE_REPORT_COLUMNS,
  REPORT_WORKFLOW_LABELS,
  REPORT_WORKFLOW_STATUSES,
  STATUS_GROUP_LABELS,
  STATUS_GROUPS,
  SUPERVISOR_REPORT_COLUMNS,
  type ProjectReportSummary,
} from '@firm/shared/domain/report';
import { EMPLOYEE_STATUS_GROUP_LABELS } from './report-labels';
import { formatNumber } from '@firm/shared/domain/format';
import { toHttpFailure, type HttpFailure } from '@firm/shared/domain/errors';
import { employeeProjectErrorMessage, supervisorLoadErrorMessage } from '@firm/shared/domain/project';
import { PageHeader, StatCard, useServerList } from '@firm/shared/ui';
import { downloadProjectReport, projectReport, reportQueries } from './api/reports';
import { ReportExport } from './components/report-export';
import { ReportFilters, type ReportSelect } from './components/report-filters';
import { ReportTable } from './components/report-table';

export type ProjectReportScreenProps = {
  /** The supervisor's and admin's report of the firm (§2.5), or the employee's own (§2.6). */
  variant: 'staff' | 'employee';
  /** False inside a page that has its own heading (the admin's tabbed Reports). */
  showHeader?: boolean;
};

const LIST_DEFAULTS = {
  sort: 'due',
  order: 'asc' as const,
  limit: 10,
  filters: {
    assignment_status: '',
    workflow_status: '',
    status_group: '',
    assignee_id: '',
    client_id: '',
    service_category_id: '',
    due_from: '',
    due_to: '',
  },
};

const VARIANTS = {
  staff: {
    title: 'Reports & Analytics',
    tableTitle: 'Project Reports',
    tableLabel: 'Project Reports',
    errorOf: (failure: HttpFailure) => supervisorLoadErrorMessage(failure, 'tasks'),
    cards: ['Total Projects', 'Assigned', 'Completed', 'Overdue'],
    columns: SUPERVISOR_REPORT_COLUMNS,
    groupLabels: STATUS_GROUP_LABELS,
    emptyText: 'No projects found matching the current filters.',
  },
  employee: {
    title: 'My Reports & Analytics',
    // §2.6 names no table title: the table is labelled for screen readers only.
    tableTitle: null,
    tableLabel: 'Task Reports',
    errorOf: employeeProjectErrorMessage,
    cards: ['My Tasks', 'Assigned', 'Completed', 'Overdue'],
    columns: EMPLOYEE_REPORT_COLUMNS,
    groupLabels: EMPLOYEE_STATUS_GROUP_LABELS,
    emptyText: 'No tasks found matching the current filters.',
  },
} as const;
const CARD_KEYS: readonly (keyof Omit<ProjectReportSummary, 'today'>)[] = ['total', 'assigned', 'completed', 'overdue'];

const choicesOf = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));

/** /dashboard/{supervisor,employee,admin}/reports: the live Projects report, filtered on the server, with its export. */
export function ProjectReportScreen({ variant, showHeader = true }: ProjectReportScreenProps) {
  const v = VARIANTS[variant];
  const list = useServerList(projectReport, LIST_DEFAULTS);
  const { query } = list;
  const options = useQuery(reportQueries.options());

  const selects = useMemo<ReportSelect[]>(() => {
    const all: (ReportSelect | null)[] = [
      {
        name: 'assignment_status',
        label: 'Assignment Status',
        allLabel: 'All',
        choices: choicesOf(ASSIGNMENT_STATUSES, ASSIGNMENT_LABELS),
      },
      {
        name: 'workflow_status',
        label: 'Workflow Status',
        allLabel: 'All Statuses',
        choices: choicesOf(REPORT_WORKFLOW_STATUSES, REPORT_WORKFLOW_LABELS),
      },
      { name: 'status_group', label: 'Status Group', allLabel: 'All', choices: choicesOf(STATUS_GROUPS, v.groupLabels) },
      variant === 'staff'
        ? { name: 'assignee_id', label: 'Assignee', allLabel: 'All Assignees', choices: options.data?.assignees ?? [] }
        : null,
      { name: 'client_id', label: 'Client', allLabel: 'All Clients', choices: options.data?.clients ?? [] },
      {
        name: 'service_category_id',
        label: 'Service Category',
        allLabel: 'All Categories',
        choices: options.data?.serviceCategories ?? [],
      },
    ];
    return all.filter((s): s is ReportSelect => s !== null);
  }, [options.data, v.groupLabels, variant]);

  return (
    <Box>
      {showHeader ? <PageHeader title={v.title} /> : null}
      <Box
        sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        {CARD_KEYS.map((key, i) => (
          <StatCard key={key} label={v.cards[i]!} value={list.summary ? formatNumber(list.summary[key]) : '—'} />
        ))}
      </Box>
      <ReportFilters
        search={list.params.search ?? ''}
        onSearch={list.setSearch}
        selects={selects}
        values={list.params.filters}
        onFilter={list.setFilter}
        onFilters={list.setFilters}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          {v.tableTitle ? (
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {v.tableTitle}
            </Typography>
          ) : (
            <span />
          )}
          <ReportExport count={query.data?.pagination.total} onExport={(format) => downloadProjectReport(list.params, format)} />
        </Box>
        <ReportTable
          title={v.tableLabel}
          columns={v.columns}
          labels={variant}
          rows={list.rows}
          paging={list.paging}
          loading={query.isPending}
          error={query.isError && !query.data ? v.errorOf(toHttpFailure(query.error)) : null}
          onRetry={() => void query.refetch()}
          emptyText={v.emptyText}
        />
      </Paper>
    </Box>
  );
}
