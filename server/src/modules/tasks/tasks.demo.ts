import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '@firm/shared/domain/calendar';
import { taskCreateSchema, type TaskStatus } from '@firm/shared/domain/project';
import type { Db } from '../../db/database';
import { clients, sacCodes, serviceCategories, tasks, users } from '../../db/schema';
import { addComment } from './tasks.comments';
import { createTask, updateTask } from './tasks.service';

// The demo firm's Projects: a board a person can work with on first start, made through the same
// service the screens call, so every demo Project has an honest activity log (who created, assigned,
// moved and commented). Due dates are relative to the day of seeding: some overdue, some due soon.

/** A demo Project's work: its client (by code), name and description, service category and SAC (by name and code), and amount. */
export type DemoWork = {
  client: string;
  name: string;
  description: string;
  category: string;
  sac: string;
  rupees: number;
};

type DemoProject = DemoWork & {
  dueInDays: number | null;
  assignee: 'admin' | 'supervisor' | 'employee';
  /** Statuses the Project moves through after creation, each by the assignee (closing is the admin's). */
  moves: TaskStatus[];
  comment?: { by: 'admin' | 'supervisor' | 'employee'; text: string };
};

const DEMO_PROJECTS: DemoProject[] = [
  {
    client: 'CLI_1001',
    name: 'Statutory audit FY 2025-26',
    description: 'Statutory audit under the Companies Act 2013 with CARO 2020 reporting.',
    category: 'Audit & Assurance',
    sac: '998221',
    rupees: 185_000,
    dueInDays: 21,
    assignee: 'employee',
    moves: ['in_progress'],
    comment: { by: 'employee', text: 'Trial balance and fixed asset register received; vouching has started.' },
  },
  {
    client: 'CLI_1001',
    name: 'GST annual return GSTR-9',
    description: 'Annual return and reconciliation statement GSTR-9C for the Maharashtra registration.',
    category: 'Taxation Services',
    sac: '998231',
    rupees: 45_000,
    dueInDays: -3,
    assignee: 'employee',
    moves: ['in_progress', 'pending_review'],
  },
  {
    client: 'CLI_1001',
    name: 'TDS returns Q2',
    description: 'Quarterly TDS returns 24Q and 26Q for July to September.',
    category: 'Taxation Services',
    sac: '998231',
    rupees: 12_000,
    dueInDays: -40,
    assignee: 'employee',
    moves: ['in_progress', 'pending_review', 'ready_for_close', 'closed'],
  },
  {
    client: 'CLI_1002',
    name: 'LLP Form 8 and Form 11',
    description: 'Annual filings of the statement of account and solvency and the annual return with the ROC.',
    category: 'Compliance & ROC',
    sac: '998399',
    rupees: 18_500,
    dueInDays: 7,
    assignee: 'supervisor',
    moves: [],
  },
  {
    client: 'CLI_1003',
    name: 'Bookkeeping October',
    description: 'Monthly bookkeeping, bank reconciliation and GSTR-1 data for October.',
    category: 'Taxation Services',
    sac: '998222',
    rupees: 8_000,
    dueInDays: 2,
    assignee: 'employee',
    moves: ['in_progress'],
  },
  {
    client: 'CLI_1004',
    name: 'Income tax return AY 2026-27',
    description: 'ITR-3 with the professional income schedule and advance tax working.',
    category: 'Taxation Services',
    sac: '998232',
    rupees: 15_000,
    dueInDays: null,
    assignee: 'employee',
    moves: [],
  },
  {
    client: 'CLI_1005',
    name: 'HUF partition advisory',
    description: 'Advice on partial partition of the HUF and the tax position of the members.',
    category: 'Business Advisory',
    sac: '998311',
    rupees: 60_000,
    dueInDays: 30,
    assignee: 'supervisor',
    moves: ['in_progress', 'pending_review', 'ready_for_close'],
    comment: { by: 'supervisor', text: 'Draft opinion shared with the Karta for comments.' },
  },
  {
    client: 'CLI_1006',
    name: 'Trust audit and Form 10B',
    description: 'Audit of the trust accounts and the audit report in Form 10B.',
    category: 'Audit & Assurance',
    sac: '998221',
    rupees: 55_000,
    dueInDays: 45,
    assignee: 'admin',
    moves: [],
  },
];

const dayFrom = (now: Date, days: number) => addDays(now.toISOString().slice(0, 10), days);

/** The demo firm's admin, staff by role and its clients, categories and SAC codes by their keys. */
export async function demoLookups(db: Db, organizationId: number) {
  const staff = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)));
  const userOf = (role: DemoProject['assignee']) => {
    const user = staff.find((s) => s.role === role);
    return user ? { kind: 'user' as const, id: user.id, role, organizationId } : null;
  };
  const admin = userOf('admin');
  if (!admin) return null;
  const idsOf = async <T extends { id: number }>(rows: Promise<(T & { key: string })[]>) => new Map((await rows).map((r) => [r.key, r.id]));
  const clientIds = await idsOf(
    db.select({ id: clients.id, key: clients.clientCode }).from(clients).where(eq(clients.organizationId, organizationId)),
  );
  const categoryIds = await idsOf(
    db
      .select({ id: serviceCategories.id, key: serviceCategories.name })
      .from(serviceCategories)
      .where(eq(serviceCategories.organizationId, organizationId)),
  );
  const sacIds = await idsOf(
    db.select({ id: sacCodes.id, key: sacCodes.code }).from(sacCodes).where(eq(sacCodes.organizationId, organizationId)),
  );

  /** The create call's body for a demo's work; undefined when the firm lacks its client, category or SAC code. */
  const bodyOf = (demo: DemoWork, dueDate: string | null, assigneeId: number) => {
    const clientId = clientIds.get(demo.client);
    const categoryId = categoryIds.get(demo.category);
    const sacId = sacIds.get(demo.sac);
    if (!clientId || !categoryId || !sacId) return undefined;
    return taskCreateSchema.parse({
      client_id: clientId,
      task_name: demo.name,
      service_description: demo.description,
      sac_code_id: sacId,
      service_category_id: categoryId,
      due_date: dueDate,
      invoice_amount_paise: demo.rupees * 100,
      assignee_id: assigneeId,
    });
  };

  return { admin, userOf, clientIds, bodyOf };
}

/** Adds the demo Projects to the demo firm once: nothing when the firm already has any Project. */
export async function seedDemoProjects(db: Db, organizationId: number, now = new Date()): Promise<number> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(eq(tasks.organizationId, organizationId));
  if (Number(existing?.n ?? 0) > 0) return 0;

  const lookups = await demoLookups(db, organizationId);
  if (!lookups) return 0;
  const { admin, userOf, bodyOf } = lookups;

  let inserted = 0;
  for (const [index, demo] of DEMO_PROJECTS.entries()) {
    // Created over the past weeks, oldest first; each later step an hour after the one before.
    let at = new Date(now.getTime() - (DEMO_PROJECTS.length - index) * 3 * 86_400_000);
    const step = () => (at = new Date(at.getTime() + 3_600_000));
    const assignee = userOf(demo.assignee);
    const body = assignee && bodyOf(demo, demo.dueInDays === null ? null : dayFrom(now, demo.dueInDays), assignee.id);
    if (!assignee || !body) continue;
    const { id } = await createTask(db, admin, body, at);
    for (const status of demo.moves) {
      await updateTask(db, status === 'closed' ? admin : assignee, id, { workflow_status: status }, step());
    }
    const author = demo.comment && userOf(demo.comment.by);
    if (demo.comment && author) await addComment(db, author, id, demo.comment.text, step());
    inserted += 1;
  }
  return inserted;
}
