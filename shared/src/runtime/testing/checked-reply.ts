import type { ZodType } from 'zod';
import type { MockReply } from './mock-api';

/**
 * A fake server's answer, checked against the schema the real route declares for it (the domain's answer
 * schema): when the server's shape changes, the fake's tests fail here instead of passing on a stale shape.
 */
export function checkedReply(schema: ZodType, reply: MockReply): MockReply {
  const parsed = schema.safeParse(reply.data);
  if (!parsed.success) throw new Error(`The fake server's answer no longer matches its schema: ${parsed.error.message}`);
  return reply;
}
