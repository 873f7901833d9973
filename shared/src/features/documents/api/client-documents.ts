import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { clientDocumentsAnswerSchema, documentRequestAnswerSchema, type DocumentRequest } from '@firm/shared/domain/document-request';
import { http } from '@firm/shared/runtime';
import { answerData } from '@firm/shared/ui';
import { downloadFile } from './download-file';

// The client's calls on the documents its firm asked for: its Projects' requests, uploads (one
// multipart call per request, with an optional comment and the file it replaces) and comments. Keyed under
// 'client-portal' with the portal's other queries, so what refreshes the portal refreshes this too.

export type ClientDocumentProject = { task_id: number; task_name: string; requests: DocumentRequest[] };

export async function getClientDocuments(): Promise<ClientDocumentProject[]> {
  return (await answerData(clientDocumentsAnswerSchema, http.get('/api/client-portal/documents'))).projects;
}

export const clientDocumentQueries = {
  all: () => ['client-portal', 'documents'] as const,
  list: () => queryOptions({ queryKey: [...clientDocumentQueries.all(), 'list'] as const, queryFn: getClientDocuments }),
};

export type DocumentUpload = { requestId: number; files: readonly File[]; comment?: string; replaceFileId?: number };

export async function uploadDocuments({ requestId, files, comment, replaceFileId }: DocumentUpload): Promise<DocumentRequest> {
  const form = new FormData();
  if (comment?.trim()) form.append('comment', comment.trim());
  if (replaceFileId !== undefined) form.append('replace_file_id', String(replaceFileId));
  for (const file of files) form.append('files', file, file.name);
  // The shared client's JSON default would turn the form into JSON (files lost); the browser writes the boundary.
  const { data } = await http.post(`/api/client-portal/document-requests/${requestId}/files`, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return documentRequestAnswerSchema.parse(data).data;
}

export const commentOnDocument = ({ requestId, comment }: { requestId: number; comment: string }): Promise<DocumentRequest> =>
  answerData(documentRequestAnswerSchema, http.post(`/api/client-portal/document-requests/${requestId}/comment`, { comment }));

export const downloadClientFile = (requestId: number, fileId: number, fileName: string) =>
  downloadFile(`/api/client-portal/document-requests/${requestId}/files/${fileId}`, fileName);

/** The answer is the request as it now is: it replaces the cached one at once. */
function useClientDocumentWrite<T>(write: (input: T) => Promise<DocumentRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => {
      queryClient.setQueryData(clientDocumentQueries.list().queryKey, (projects) =>
        projects?.map((p) => ({ ...p, requests: p.requests.map((r) => (r.request_id === saved.request_id ? saved : r)) })),
      );
    },
  });
}

export const useUploadDocuments = () => useClientDocumentWrite(uploadDocuments);
export const useCommentOnDocument = () => useClientDocumentWrite(commentOnDocument);
