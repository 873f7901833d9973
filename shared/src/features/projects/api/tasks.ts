import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  clientListAnswerSchema,
  sacCodeListAnswerSchema,
  serviceCategoryListAnswerSchema,
  taskCommentAnswerSchema,
  taskDetailSchema,
  taskListAnswerSchema,
  type TaskCreateBody,
  type TaskDetail,
  type TaskListRow,
  type TaskStatus,
  type TaskSummary,
} from '@firm/shared/domain';
import { http } from '@firm/shared/runtime';
import { listResource, type ListEndpoint } from '@firm/shared/ui';
import { TASK_LIST_ENDPOINT, TEAM_TASK_LIST_ENDPOINT } from './task-list-prefetch';

// Projects (tasks in the API, spec 02 §7): the list, the detail with comments and the activity log, the
// writes, attachments and the option lists the dialogs and filters use. Every role's Projects screen
// reads through this module; what a role may change is the server's rule.

/** GET /api/tasks/: one page of the caller's Projects with the header counts (`summary`). */
const taskListOf = (endpoint: ListEndpoint) =>
  listResource({
    ...endpoint,
    schema: taskListAnswerSchema,
    select: (answer): { rows: TaskListRow[]; summary: TaskSummary } => ({ rows: answer.data.tasks, summary: answer.summary }),
  });

export const taskList = taskListOf(TASK_LIST_ENDPOINT);

/** The supervisor's and employee's lists: the same call, their search looking in name, client and description (§2.5). */
export const teamTaskList = taskListOf(TEAM_TASK_LIST_ENDPOINT);

const detailAnswer = z.object({ data: taskDetailSchema });
const commentAnswer = z.object({ data: taskCommentAnswerSchema });

export async function getTask(id: number): Promise<TaskDetail> {
  const { data } = await http.get(`/api/tasks/${id}`);
  return detailAnswer.parse(data).data;
}

/** Option lists of the Projects dialogs and filters (GET /api/tasks/options), active records only. */
const personOption = z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), role_name: z.string().optional() });
export type PersonOption = z.infer<typeof personOption>;
const taskOptionsAnswer = z.object({
  data: z.object({
    clients: z.array(z.object({ client_id: z.number(), client_name: z.string(), client_code: z.string().nullable().optional() })),
    supervisors: z.array(personOption),
    advisors: z.array(personOption),
    assignees: z.array(personOption),
  }),
});
export type TaskOptions = z.infer<typeof taskOptionsAnswer>['data'];

export async function getTaskOptions(): Promise<TaskOptions> {
  const { data } = await http.get('/api/tasks/options');
  return taskOptionsAnswer.parse(data).data;
}

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

export const taskQueries = {
  all: () => ['tasks'] as const,
  lists: taskList.lists,
  list: taskList.list,
  detail: (id: number) => queryOptions({ queryKey: [...taskQueries.all(), 'detail', id] as const, queryFn: () => getTask(id) }),
  options: () => queryOptions({ queryKey: [...taskQueries.all(), 'options'] as const, queryFn: getTaskOptions, staleTime: 60_000 }),
  clients: (search: string) =>
    queryOptions({ queryKey: ['tasks', 'client-options', search] as const, queryFn: () => searchClients(search), staleTime: 30_000 }),
  serviceCategories: () =>
    queryOptions({ queryKey: ['tasks', 'service-category-options'] as const, queryFn: getServiceCategories, staleTime: 60_000 }),
  sacCodes: () => queryOptions({ queryKey: ['tasks', 'sac-code-options'] as const, queryFn: getSacCodes, staleTime: 60_000 }),
};

export type TaskSaveAnswer = { success?: boolean; message?: string; data?: unknown };

export async function createTask(body: TaskCreateBody): Promise<TaskSaveAnswer> {
  const { data } = await http.post<TaskSaveAnswer>('/api/tasks/', body);
  return data ?? {};
}

/** What a screen may send on PUT /api/tasks/{id}; the server keeps what is absent. */
export type TaskChanges = {
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

export async function updateTask(id: number, changes: TaskChanges): Promise<TaskDetail> {
  const { data } = await http.put(`/api/tasks/${id}`, changes);
  return detailAnswer.parse(data).data;
}

/** POST /api/tasks/{id}/comments as multipart: the text and any attached files. */
export async function addTaskComment(id: number, text: string, files: readonly File[] = []) {
  const form = new FormData();
  form.append('comment_text', text);
  for (const file of files) form.append('files', file, file.name);
  // The shared client's default JSON content type would make axios turn the form into JSON (files lost); a
  // multipart type keeps it, and the browser then writes the header with its boundary.
  const { data } = await http.post(`/api/tasks/${id}/comments`, form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return commentAnswer.parse(data).data;
}

/** Downloads an attachment through the authorised client and hands it to the browser under its own name. */
export async function downloadTaskFile(taskId: number, fileRef: string, fileName: string): Promise<void> {
  const { data } = await http.get<Blob>(`/api/tasks/${taskId}/files/${encodeURIComponent(fileRef)}`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskQueries.lists() }),
  });
}

/** A change shows in the open detail at once (the server answers the new detail) and refreshes the lists. */
export function useUpdateTask(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TaskChanges) => updateTask(id, changes),
    onSuccess: (detail) => {
      queryClient.setQueryData(taskQueries.detail(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: taskQueries.lists() });
    },
  });
}

export function useAddTaskComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, files }: { text: string; files?: readonly File[] }) => addTaskComment(id, text, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskQueries.detail(id).queryKey }),
  });
}
