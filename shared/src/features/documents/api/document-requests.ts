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
import { answerData } from '@firm/shared/ui';
import { downloadFile } from './download-file';

// Staff's calls on a Project's document requests. Keys: ['document-requests'] →
// ['document-requests', 'project', id]. A write also changes the Project (its activity log, "Waiting on
// client"), which the Project's screen refreshes through the `onChanged` it hands the Documents tab.

export type ProjectDocuments = { requests: StaffDocumentRequest[]; waiting_on_client: boolean };

export const getProjectDocuments = (taskId: number): Promise<ProjectDocuments> =>
  answerData(documentRequestListAnswerSchema, http.get(`/api/tasks/${taskId}/document-requests`));

export const documentRequestQueries = {
  all: () => ['document-requests'] as const,
  project: (taskId: number) =>
    queryOptions({ queryKey: [...documentRequestQueries.all(), 'project', taskId] as const, queryFn: () => getProjectDocuments(taskId) }),
};

export type NewDocumentRequest = Pick<DocumentRequestInput, 'title' | 'note' | 'required' | 'due_date'>;

export async function addDocumentRequests(taskId: number, requests: NewDocumentRequest[]): Promise<DocumentRequest[]> {
  return (await answerData(documentRequestsCreatedSchema, http.post(`/api/tasks/${taskId}/document-requests`, { requests }))).requests;
}

/** Staff's edit of a request not accepted yet: its title, note, required or optional, due date. */
export const editDocumentRequest = (requestId: number, change: NewDocumentRequest): Promise<DocumentRequest> =>
  answerData(documentRequestAnswerSchema, http.put(`/api/document-requests/${requestId}`, change));

export const acceptDocumentRequest = (requestId: number): Promise<DocumentRequest> =>
  answerData(documentRequestAnswerSchema, http.post(`/api/document-requests/${requestId}/accept`));

export const askForDocumentChanges = (requestId: number, reason: string): Promise<DocumentRequest> =>
  answerData(documentRequestAnswerSchema, http.post(`/api/document-requests/${requestId}/changes`, { reason }));

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
