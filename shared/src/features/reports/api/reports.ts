import { queryOptions } from '@tanstack/react-query';
import { indianDay } from '@firm/shared/domain/calendar';
import { taskOptionsAnswerSchema } from '@firm/shared/domain/project';
import {
  projectReportAnswerSchema,
  reportFileName,
  type ProjectReportRow,
  type ProjectReportSummary,
  type ReportExportFormat,
} from '@firm/shared/domain/report';
import { serviceCategoryListAnswerSchema } from '@firm/shared/domain/list';
import { http } from '@firm/shared/runtime';
import { listResource, saveBlob, toQueryParams, type ListParams } from '@firm/shared/ui';

// The Projects report (spec 02 §2.5, §2.6): a page with the cards, the option lists of its filters, and the
// export the server writes (XLSX or CSV of every filtered row), saved through the authorised client.

export const projectReport = listResource({
  key: 'reports',
  path: '/api/reports/projects',
  schema: projectReportAnswerSchema,
  select: (answer): { rows: ProjectReportRow[]; summary: ProjectReportSummary } => ({
    rows: answer.data.projects,
    summary: answer.summary,
  }),
});

export type ReportOptions = {
  clients: { value: string; label: string }[];
  assignees: { value: string; label: string }[];
  serviceCategories: { value: string; label: string }[];
};

/** The pickers: active clients and the people Projects go to (GET /api/tasks/options), and the service categories. */
export async function getReportOptions(): Promise<ReportOptions> {
  const [options, categories] = await Promise.all([
    http.get('/api/tasks/options').then(({ data }) => taskOptionsAnswerSchema.parse(data).data),
    http
      .get('/api/master/service-categories', { params: { limit: '100', sort: 'name', order: 'asc' } })
      .then(({ data }) => serviceCategoryListAnswerSchema.parse(data).data.service_categories),
  ]);
  return {
    clients: options.clients.map((c) => ({ value: String(c.client_id), label: c.client_name })),
    assignees: options.assignees.map((p) => ({ value: String(p.id), label: `${p.first_name} ${p.last_name}`.trim() })),
    serviceCategories: categories.map((c) => ({ value: String(c.service_category_id), label: c.name })),
  };
}

export const reportQueries = {
  all: () => projectReport.all(),
  lists: projectReport.lists,
  list: projectReport.list,
  options: () => queryOptions({ queryKey: ['reports', 'options'] as const, queryFn: getReportOptions, staleTime: 60_000 }),
};

/** The file name the server gave (Content-Disposition), else `fallback`. */
function fileNameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/** GETs a report file through the authorised client and saves it under the server's name; answers that name. */
export async function saveReportFile(path: string, query: Record<string, string>, fallbackName: string): Promise<string> {
  const response = await http.get<Blob>(path, { params: query, responseType: 'blob' });
  const name = fileNameOf(response.headers?.['content-disposition'], fallbackName);
  saveBlob(response.data, name);
  return name;
}

/** The export of the list's current view (filters, search, sort; every page), saved under the server's file name. */
export async function downloadProjectReport(params: ListParams, format: ReportExportFormat): Promise<string> {
  const { page: _page, limit: _limit, ...query } = toQueryParams(params);
  return saveReportFile('/api/reports/projects/export', { ...query, format }, reportFileName(indianDay(new Date()), format));
}
