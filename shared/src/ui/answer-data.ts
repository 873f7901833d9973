import type { z } from 'zod';

// Most of our server's answers wrap what a screen needs in `data` ({ success, data, message? }); a fetcher
// parses the whole answer with its route's schema (from the domain) and keeps that part.

/** The `data` of a call's answer, once the answer has passed `schema`: `answerData(schema, http.get(path))`. */
export async function answerData<Data>(schema: z.ZodType<{ data: Data }>, call: Promise<{ data: unknown }>): Promise<Data> {
  const { data } = await call;
  return schema.parse(data).data;
}
