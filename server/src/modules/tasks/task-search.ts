import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/list-page';
import { tasks } from '../../db/schema';

/**
 * A Project whose name, description or client's name contains `term`, as a set of ids: an OR across the
 * join to clients cannot use an index (every Project is read and matched), while each branch of the union
 * is an index scan (trigram indexes of migrations 0003 and 0020, the client index of tasks), so a search
 * reads the Projects that match rather than the firm's whole history. Where pg_trgm is absent the same
 * query scans, as the OR did.
 */
export function taskSearchCondition(organizationId: number, term: string): SQL {
  const pattern = containsPattern(term);
  return sql`${tasks.id} in (
    select s.id from tasks s where s.organization_id = ${organizationId}
      and (s.task_name ilike ${pattern} or s.service_description ilike ${pattern})
    union
    select s.id from tasks s join clients c on c.id = s.client_id
      where s.organization_id = ${organizationId} and c.organization_id = ${organizationId} and c.client_name ilike ${pattern})`;
}
