import { http } from '@firm/shared/runtime';
import { useCacheWrite } from '@firm/shared/ui';

// Add and change of a master list (spec 01 §7: SAC codes, service categories), as both lists do them:
// POST to the list's path, PUT to path/{id}, then its pages (and the changed record) are stale. Each
// list keeps its own resource, schema and names in its file.

type ListKeys = { all: () => readonly string[]; lists: () => readonly string[] };

export function masterListWrites<Body>(list: ListKeys, path: string) {
  const detailKey = (id: number) => [...list.all(), 'detail', id] as const;

  async function create(body: Body): Promise<unknown> {
    const { data } = await http.post(path, body);
    return data;
  }

  async function update(id: number, body: Body): Promise<unknown> {
    const { data } = await http.put(`${path}/${id}`, body);
    return data;
  }

  /** The save stays pending until the pages are fresh, so the dialog closes onto the new list. */
  const useCreate = () => useCacheWrite(create, (queryClient) => queryClient.invalidateQueries({ queryKey: list.lists() }));

  const useUpdate = () =>
    useCacheWrite(
      ({ id, body }: { id: number; body: Body }) => update(id, body),
      (queryClient, _answer, { id }) => {
        void queryClient.invalidateQueries({ queryKey: detailKey(id) });
        return queryClient.invalidateQueries({ queryKey: list.lists() });
      },
    );

  return { create, update, useCreate, useUpdate };
}
