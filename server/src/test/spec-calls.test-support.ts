import type { LightMyRequestResponse } from 'fastify';
import type { CreditNotesTestContext } from '../modules/billing/credit-notes/credit-notes.test-support';

// The §7 call tables of spec 01 and spec 02 as a contract: each row's documented payload, sent as the
// documented role, and the fields the documented client reads from the answer. A path is dotted; `[]`
// means every element of a non-empty array (spec-calls-01.test.ts, spec-calls-02.test.ts).

/** The value at `path` ('data.tasks[].invoice_amount'); every element of an array marked `[]`. */
export function valuesAt(body: unknown, path: string): unknown[] {
  let current: unknown[] = [body];
  for (const part of path.split('.')) {
    const each = part.endsWith('[]');
    const key = each ? part.slice(0, -2) : part;
    current = current.flatMap((value) => {
      const next = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      if (!each) return [next];
      if (!Array.isArray(next) || next.length === 0) return [undefined];
      return next;
    });
  }
  return current;
}

/** Fails naming the first field of `paths` the answer does not carry (undefined; null is a value). */
export function expectReads(response: LightMyRequestResponse, status: number, paths: string[]): Record<string, unknown> {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 500)}`);
  const body = response.json() as Record<string, unknown>;
  const missing = paths.filter((path) => valuesAt(body, path).some((value) => value === undefined));
  if (missing.length) throw new Error(`the answer lacks ${missing.join(', ')}: ${response.body.slice(0, 800)}`);
  return body;
}

/** Spec 02 §3's create payload, as the admin's Create New Project dialog sends it. */
function documentedCreatePayload(c: CreditNotesTestContext, amount: unknown) {
  return {
    client_id: c.org.client.id,
    task_name: 'Statutory audit FY 2025-26',
    service_description: 'Audit under the Companies Act',
    sac_code_id: c.org.sacCodeId,
    service_category_id: c.org.serviceCategoryId,
    due_date: '2026-12-15',
    invoice_amount: amount,
    type_of_delivery: 'domestic',
    assignee_id: `user_${c.org.users.employee.id}`,
    organization_id: c.org.organization.id,
    firm_id: c.org.organization.id,
    created_by: c.org.users.admin.id,
    require_clarification: false,
    clarification_from: null,
    clarification_from_name: null,
    clarification_to: null,
    clarification_to_name: null,
  };
}

/** Creates a Project as the admin with the documented payload (`invoice_amount` in rupees); its id. */
export async function createDocumentedProject(c: CreditNotesTestContext, amount: unknown = 12345.67): Promise<number> {
  const res = await c.call(c.org.users.admin, 'POST', '/api/tasks/', documentedCreatePayload(c, amount));
  const body = expectReads(res, 201, ['success', 'message']);
  return (body.data as { task_id: number }).task_id;
}
