import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskFilingAnswerSchema, type TaskFiling } from '@firm/shared/domain/compliance';
import { http } from '@firm/shared/runtime';
import { projectQueries } from './projects';

// A compliance Project's filing: the acknowledgement (ARN) number and the filing date the
// authority's portal gave back. The server moves an earlier Project on to Ready for Close.

export async function recordFiling(id: number, body: TaskFiling) {
  return taskFilingAnswerSchema.parse((await http.post(`/api/tasks/${id}/filing`, body)).data);
}

export function useRecordFiling(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskFiling) => recordFiling(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueries.detail(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: projectQueries.lists() }),
      ]),
  });
}
