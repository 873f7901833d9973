import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { clientListAnswerSchema, sacCodeListAnswerSchema, serviceCategoryListAnswerSchema } from '@firm/shared/domain/list';
import {
  taskCommentAnswerSchema,
  taskDetailSchema,
  taskListAnswerSchema,
  taskOptionsAnswerSchema,
  type PersonOption,
  type TaskCreateBody,
  type TaskDetail,
  type TaskListRow,
  type TaskOptions,
  type TaskStatus,
  type TaskSummary,
} from '@firm/shared/domain/project';
import { http } from '@firm/shared/runtime';
import { answerData, listResource, saveBlob, useCacheWrite, type ListEndpoint } from '@firm/shared/ui';
import { PROJECT_LIST_ENDPOINT, TEAM_PROJECT_LIST_ENDPOINT } from './project-list-endpoints';

// Projects (tasks in the API, spec 02 §7): the list, the detail with comments and the activity log, the
// writes, attachments and the option lists the dialogs and filters use. Every role's Projects screen
// reads through this module; what a role may change is the server's rule.

/** GET /api/tasks/: one page of the caller's Projects with the header counts (`summary`). */
const projectListOf = (endpoint: ListEndpoint) =>
  listResource({
    ...endpoint,
    schema: taskListAnswerSchema,
    select: (answer): { rows: TaskListRow[]; summary: TaskSummary } => ({ rows: answer.data.tasks, summary: answer.summary }),
  });

export const projectList = projectListOf(PROJECT_LIST_ENDPOINT);

/** The supervisor's and employee's lists: the same call, their search looking in name, client and description (§2.5). */
export const teamProjectList = projectListOf(TEAM_PROJECT_LIST_ENDPOINT);

const detailAnswer = z.object({ data: taskDetailSchema });
const commentAnswer = z.object({ data: taskCommentAnswerSchema });

export const getProject = (id: number): Promise<TaskDetail> => answerData(detailAnswer, http.get(`/api/tasks/${id}`));

/** Option lists of the Projects dialogs and filters (GET /api/tasks/options), active records only. */
export const getProjectOptions = (): Promise<TaskOptions> => answerData(taskOptionsAnswerSchema, http.get('/api/tasks/options'));

export const personName = (p: Pick<PersonOption, 'first_name' | 'last_name'>) => `${p.first_name} ${p.last_name}`.trim();

/** The create dialog's pickers (admin): active clients found by name or code, categories and SAC codes. */
export async function searchClients(search: string) {
  const params: Record<string, string> = { is_active: 'true', limit: '20', sort: 'name', order: 'asc' };
  if (search.trim()) params.search = search.trim();
  const { data } = await http.get('/api/clients/', { params });
  return clientListAnswerSchema.parse(data).data.clients;
}

export async function getServiceCategories() {
  const { data } = await http.get('/api/master/service-categories', { params: { limit: '100', sort: 'name', order: 'asc' } });
  return serviceCategoryListAnswerSchema.parse(data).data.service_categories;
}

export async function getSacCodes() {
  const { data } = await http.get('/api/master/sac-codes', { params: { limit: '100', sort: 'code', order: 'asc' } });
  return sacCodeListAnswerSchema.parse(data).data.sac_codes;
}

export const projectQueries = {
  all: () => ['tasks'] as const,
  lists: projectList.lists,
  list: projectList.list,
  detail: (id: number) => queryOptions({ queryKey: [...projectQueries.all(), 'detail', id] as const, queryFn: () => getProject(id) }),
  options: () => queryOptions({ queryKey: [...projectQueries.all(), 'options'] as const, queryFn: getProjectOptions, staleTime: 60_000 }),
  clients: (search: string) =>
    queryOptions({ queryKey: ['tasks', 'client-options', search] as const, queryFn: () => searchClients(search), staleTime: 30_000 }),
  serviceCategories: () =>
    queryOptions({ queryKey: ['tasks', 'service-category-options'] as const, queryFn: getServiceCategories, staleTime: 60_000 }),
  sacCodes: () => queryOptions({ queryKey: ['tasks', 'sac-code-options'] as const, queryFn: getSacCodes, staleTime: 60_000 }),
};

export type ProjectSaveAnswer = { success?: boolean; message?: string; data?: unknown };

export async function createProject(body: TaskCreateBody): Promise<ProjectSaveAnswer> {
  const { data } = await http.post<ProjectSaveAnswer>('/api/tasks/', body);
  return data ?? {};
}

/** What a screen may send on PUT /api/tasks/{id}; the server keeps what is absent. */
export type ProjectChanges = {
  task_name?: string;
  service_description?: string;
  due_date?: string | null;
  workflow_status?: TaskStatus;
  assignee_id?: number | string | null;
  invoice_amount_paise?: number;
  type_of_delivery?: 'domestic' | 'export';
  require_clarification?: boolean;
  clarification_to?: number | null;
};

export const updateProject = (id: number, changes: ProjectChanges): Promise<TaskDetail> =>
  answerData(detailAnswer, http.put(`/api/tasks/${id}`, changes));

/** POST /api/tasks/{id}/comments as multipart: the text and any attached files. */
export async function addProjectComment(id: number, text: string, files: readonly File[] = []) {
  const form = new FormData();
  form.append('comment_text', text);
  for (const file of files) form.append('files', file, file.name);
  // The shared client's default JSON content type would make axios turn the form into JSON (files lost); a
  // multipart type keeps it, and the browser then writes the header with its boundary.
  const { data } = await http.post(`/api/tasks/${id}/comments`, form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return commentAnswer.parse(data).data;
}

/** Downloads an attachment through the authorised client and hands it to the browser under its own name. */
export async function downloadProjectFile(projectId: number, fileRef: string, fileName: string): Promise<void> {
  const { data } = await http.get<Blob>(`/api/tasks/${projectId}/files/${encodeURIComponent(fileRef)}`, { responseType: 'blob' });
  saveBlob(data, fileName);
}

export const useCreateProject = () =>
  useCacheWrite(createProject, (queryClient) => queryClient.invalidateQueries({ queryKey: projectQueries.lists() }));

/** A change shows in the open detail at once (the server answers the new detail) and refreshes the lists. */
export const useUpdateProject = (id: number) =>
  useCacheWrite(
    (changes: ProjectChanges) => updateProject(id, changes),
    (queryClient, detail) => {
      queryClient.setQueryData(projectQueries.detail(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: projectQueries.lists() });
    },
  );

export const useAddProjectComment = (id: number) =>
  useCacheWrite(
    ({ text, files }: { text: string; files?: readonly File[] }) => addProjectComment(id, text, files),
    (queryClient) => queryClient.invalidateQueries({ queryKey: projectQueries.detail(id).queryKey }),
  );
