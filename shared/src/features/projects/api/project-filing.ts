import { taskFilingAnswerSchema, type TaskFiling } from '@firm/shared/domain/compliance';
import { http } from '@firm/shared/runtime';
import { useCacheWrite } from '@firm/shared/ui';
import { projectQueries } from './projects';

// A compliance Project's filing: the acknowledgement (ARN) number and the filing date the
// authority's portal gave back. The server moves an earlier Project on to Ready for Close.

export async function recordFiling(id: number, body: TaskFiling) {
  return taskFilingAnswerSchema.parse((await http.post(`/api/tasks/${id}/filing`, body)).data);
}

export const useRecordFiling = (id: number) =>
  useCacheWrite(
    (body: TaskFiling) => recordFiling(id, body),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueries.detail(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: projectQueries.lists() }),
      ]),
  );
