import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentRequestAnswerSchema,
  documentRequestDeletedSchema,
  documentRequestListAnswerSchema,
  documentRequestsCreatedSchema,
  type DocumentRequest,
  type DocumentRequestInput,
  type StaffDocumentRequest,
} from '@firm/shared/domain/document-request';
import { http } from '@firm/shared/runtime';
import { downloadFile } from './download-file';

// Staff's calls on a Project's document requests. Keys: ['document-requests'] →
// ['document-requests', 'project', id]. A write also changes the Project (its activity log, "Waiting on
// client"), which the Project's screen refreshes through the `onChanged` it hands the Documents tab.

export type ProjectDocuments = { requests: StaffDocumentRequest[]; waiting_on_client: boolean };

export async function getProjectDocuments(taskId: number): Promise<ProjectDocuments> {
  const { data } = await http.get(`/api/tasks/${taskId}/document-requests`);
  return documentRequestListAnswerSchema.parse(data).data;
}

export const documentRequestQueries = {
  all: () => ['document-requests'] as const,
  project: (taskId: number) =>
    queryOptions({ queryKey: [...documentRequestQueries.all(), 'project', taskId] as const, queryFn: () => getProjectDocuments(taskId) }),
};

export type NewDocumentRequest = Pick<DocumentRequestInput, 'title' | 'note' | 'required' | 'due_date'>;

export async function addDocumentRequests(taskId: number, requests: NewDocumentRequest[]): Promise<DocumentRequest[]> {
  const { data } = await http.post(`/api/tasks/${taskId}/document-requests`, { requests });
  return documentRequestsCreatedSchema.parse(data).data.requests;
}

/** Staff's edit of a request not accepted yet: its title, note, required or optional, due date. */
export async function editDocumentRequest(requestId: number, change: NewDocumentRequest): Promise<DocumentRequest> {
  const { data } = await http.put(`/api/document-requests/${requestId}`, change);
  return documentRequestAnswerSchema.parse(data).data;
}

export async function acceptDocumentRequest(requestId: number): Promise<DocumentRequest> {
  const { data } = await http.post(`/api/document-requests/${requestId}/accept`);
  return documentRequestAnswerSchema.parse(data).data;
}

export async function askForDocumentChanges(requestId: number, reason: string): Promise<DocumentRequest> {
  const { data } = await http.post(`/api/document-requests/${requestId}/changes`, { reason });
  return documentRequestAnswerSchema.parse(data).data;
}

export async function deleteDocumentRequest(requestId: number): Promise<void> {
  const { data } = await http.delete(`/api/document-requests/${requestId}`);
  documentRequestDeletedSchema.parse(data);
}

export const downloadRequestFile = (requestId: number, fileId: number, fileName: string) =>
  downloadFile(`/api/document-requests/${requestId}/files/${fileId}`, fileName);

/** Every write on a Project's requests: the Project's list of them is fetched again, and the Project told. */
export function useDocumentRequestWrite<T>(taskId: number, write: (input: T) => Promise<unknown>, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: documentRequestQueries.project(taskId).queryKey });
      onChanged();
    },
  });
}
