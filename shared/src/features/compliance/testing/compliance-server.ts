import { checkedReply, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import {
  boardAnswerSchema,
  bulkSubscriptionAnswerSchema,
  bulkSubscriptionBodySchema,
  checklistBodySchema,
  complianceAnswerSchema,
  complianceCreateSchema,
  complianceUpdateSchema,
  complianceListAnswerSchema,
  defaultBoardComplianceId,
  overrideListAnswerSchema,
  periodBoardAnswerSchema,
  periodFiledAnswerSchema,
  periodFiledBodySchema,
  periodFromKey,
  subscriptionAnswerSchema,
  subscriptionBodySchema,
  subscriptionListAnswerSchema,
  type ComplianceRow,
  type SubscriptionRow,
} from '@firm/shared/domain/compliance';
import { sacCodeListAnswerSchema, serviceCategoryListAnswerSchema } from '@firm/shared/domain/list';
import { taskOptionsAnswerSchema } from '@firm/shared/domain/project';

// Tests only: a fake compliance-calendar server for the admin's subscription screens. It answers the
// catalogue, a compliance's checklist, a client's subscriptions, PUT and bulk subscriptions, overrides and the assignees, refusing
// with 400 what the routes' schemas refuse, and checks each answer against the route's answer schema.

export const gstr1 = (overrides: Partial<ComplianceRow> = {}): ComplianceRow => ({
  id: 1,
  code: 'GSTR1',
  name: 'GSTR-1',
  authority: 'gst',
  frequency: 'monthly',
  rule: 'standard',
  months_after: 1,
  due_day: 11,
  client_types: [],
  service_category_id: 1,
  service_category_name: 'GST Filing',
  sac_code_id: 1,
  sac_code: '998231',
  ack_required: true,
  open_days_before: 15,
  is_active: true,
  subscriptions: 0,
  document_checklist: [{ title: 'Sales register', required: true }],
  ...overrides,
});

const ASSIGNEES = [
  { id: 9, first_name: 'Ravi', last_name: 'Iyer', role_name: 'employee' as const },
  { id: 7, first_name: 'Priya', last_name: 'Nair', role_name: 'supervisor' as const },
];

/** The firm's master data: Projects are billed under these (the second category is inactive). */
const CATEGORIES = [
  { service_category_id: 1, name: 'GST Filing' },
  { service_category_id: 2, name: 'Taxation Services' },
  { service_category_id: 3, name: 'Old Category', is_active: false },
].map((c) => ({ description: '', is_active: true, cgst: 9, sgst: 9, igst: 18, created_at: null, ...c }));
const SAC_CODES = [
  { sac_code_id: 1, code: '998231', description: 'Corporate tax consulting and preparation services' },
  { sac_code_id: 2, code: '998232', description: 'Individual tax preparation and planning services' },
].map((c) => ({ is_active: true, created_at: null, ...c }));
const pageOf = (total: number) => ({ page: 1, limit: 100, total, pages: 1 });

const refused = (issues: { path: PropertyKey[]; message: string }[]): MockReply => {
  const errors = issues.map((i) => ({ field: String(i.path[0]), message: i.message }));
  return { status: 400, data: { success: false, message: errors[0]!.message, errors } };
};

export type ComplianceServerOptions = { subscriptions?: SubscriptionRow[]; override?: (request: MockRequest) => MockReply | undefined };

export function complianceServer(catalogue: ComplianceRow[], options: ComplianceServerOptions = {}): MockRequest[] {
  const subscriptions = options.subscriptions ?? [];
  return mockApi((request) => {
    const own = options.override?.(request);
    if (own) return own;
    const saved = saveCompliance(catalogue, request);
    if (saved) return saved;
    if (request.url === '/api/compliances')
      return checkedReply(complianceListAnswerSchema, { status: 200, data: { success: true, data: catalogue } });
    if (request.url === '/api/tasks/options')
      return checkedReply(taskOptionsAnswerSchema, {
        status: 200,
        data: { success: true, data: { clients: [], supervisors: [], advisors: [], assignees: ASSIGNEES } },
      });
    if (request.url === '/api/master/service-categories')
      return checkedReply(serviceCategoryListAnswerSchema, {
        status: 200,
        data: { success: true, data: { service_categories: CATEGORIES }, pagination: pageOf(CATEGORIES.length) },
      });
    if (request.url === '/api/master/sac-codes')
      return checkedReply(sacCodeListAnswerSchema, {
        status: 200,
        data: { success: true, data: { sac_codes: SAC_CODES }, pagination: pageOf(SAC_CODES.length) },
      });
    const checklist = /^\/api\/compliances\/(\d+)\/checklist$/.exec(request.url);
    if (checklist && request.method === 'PUT') {
      const body = checklistBodySchema.safeParse(request.body);
      if (!body.success) return refused(body.error.issues);
      const compliance = catalogue.find((c) => c.id === Number(checklist[1]))!;
      compliance.document_checklist = body.data.items;
      return checkedReply(complianceAnswerSchema, {
        status: 200,
        data: { success: true, message: 'Document checklist saved', data: compliance },
      });
    }
    if (/^\/api\/compliances\/\d+\/overrides$/.test(request.url) && request.method === 'GET')
      return checkedReply(overrideListAnswerSchema, { status: 200, data: { success: true, data: [] } });
    if (request.url === '/api/compliance-subscriptions' && request.method === 'GET') {
      const clientId = Number((request.params as Record<string, unknown> | undefined)?.client_id);
      const data = subscriptions.filter((s) => !clientId || s.client_id === clientId);
      return checkedReply(subscriptionListAnswerSchema, { status: 200, data: { success: true, data } });
    }
    if (request.url === '/api/compliance-subscriptions' && request.method === 'PUT') {
      const body = subscriptionBodySchema.safeParse(request.body);
      if (!body.success) return refused(body.error.issues);
      const compliance = catalogue.find((c) => c.id === body.data.compliance_id)!;
      const first = periodFromKey(body.data.from_period);
      if (!first || first.frequency !== compliance.frequency)
        return refused([{ path: ['from_period'], message: "The period does not match the compliance's frequency" }]);
      const row: SubscriptionRow = {
        id: subscriptions.length + 1,
        client_name: 'Rao Textiles',
        compliance_name: compliance.name,
        from_label: first.label,
        ended_on: null,
        assignee_name: ASSIGNEES.find((a) => a.id === body.data.assignee_id)!.first_name + ' Iyer',
        ...body.data,
        // The fake's today is 21 Nov 2026: without open_past the periods due before it open nothing.
        opens_due_from: body.data.open_past ? null : '2026-11-21',
      };
      subscriptions.push(row);
      return checkedReply(subscriptionAnswerSchema, { status: 200, data: { success: true, message: 'Subscription saved', data: row } });
    }
    const filed = /^\/api\/compliance-subscriptions\/(\d+)\/filed-periods$/.exec(request.url);
    if (filed && request.method === 'POST') {
      const body = periodFiledBodySchema.safeParse(request.body);
      if (!body.success) return refused(body.error.issues);
      const period = periodFromKey(body.data.period_key)!;
      const data = { subscription_id: Number(filed[1]), period_key: period.key, period_label: period.label, filed_on: body.data.filed_on };
      return checkedReply(periodFiledAnswerSchema, {
        status: 200,
        data: { success: true, message: `${period.label} marked filed`, data: { ...data, ack_number: body.data.ack_number ?? null } },
      });
    }
    if (request.url === '/api/compliance-subscriptions/bulk') {
      const body = bulkSubscriptionBodySchema.safeParse(request.body);
      if (!body.success) return refused(body.error.issues);
      return checkedReply(bulkSubscriptionAnswerSchema, {
        status: 200,
        data: { success: true, message: '3 clients subscribed', data: { subscribed: 3, already: 1, not_applicable: 0 } },
      });
    }
    if (request.url === '/api/compliance/board') return checkedReply(boardAnswerSchema, boardReply(catalogue, request));
    if (request.url === '/api/compliance/period-board') return checkedReply(periodBoardAnswerSchema, periodBoardReply(request));
    return { status: 404, data: { success: false, message: 'Not found' } };
  });
}

/** A filing both boards show as filed on time (for the period of the board that shows it). */
const filedCell = (period_key: string, task_id: number, assignee_name: string, waiting_on_client = false) => ({
  period_key,
  task_id,
  state: 'filed_on_time',
  statutory_due_date: '2026-11-11',
  due_date: '2026-11-08',
  assignee_name,
  ack_number: 'AA2710260012345',
  filed_on: '2026-11-10',
  waiting_on_client,
});

/** A board's answer, one page: its rows (without the fake's own assignee id), the day, and what its view adds. */
function boardAnswer(rows: readonly { assignee: number }[], view: object, summary: object): MockReply {
  return {
    status: 200,
    data: {
      success: true,
      data: { today: '2026-11-21', ...view, rows: rows.map(({ assignee: _a, ...r }) => r) },
      pagination: { page: 1, limit: 25, total: rows.length, pages: 1 },
      summary,
    },
  };
}

/**
 * One client (Rao Textiles, assigned to Ravi Iyer) and one other (Mehta Foods, Priya Nair, still owing a
 * document), October filed on time.
 */
function boardReply(catalogue: ComplianceRow[], request: MockRequest): MockReply {
  const query = (request.params ?? {}) as Record<string, unknown>;
  // Without compliance_id, the one the board opens on, as the route has it.
  const id = query.compliance_id === undefined ? defaultBoardComplianceId(catalogue) : Number(query.compliance_id);
  const compliance = catalogue.find((c) => c.id === id)!;
  const rows = [
    {
      client_id: 5,
      client_name: 'Rao Textiles',
      client_type: 'private_limited',
      assignee: 9,
      cells: [filedCell('2026-10', 41, 'Ravi Iyer')],
    },
    { client_id: 6, client_name: 'Mehta Foods', client_type: 'huf', assignee: 7, cells: [filedCell('2026-10', 42, 'Priya Nair', true)] },
  ]
    .filter((r) => !query.assignee_id || r.assignee === Number(query.assignee_id))
    .filter((r) => String(query.waiting_on_client) !== 'true' || r.cells.some((c) => c.waiting_on_client));
  return boardAnswer(
    rows,
    {
      compliance: { id: compliance.id, name: compliance.name, frequency: compliance.frequency },
      periods: [{ key: '2026-10', label: 'Oct 2026', due_date: '2026-11-11', overridden: false }],
    },
    { due_this_week: 0, overdue: 0, filed_this_month: rows.length },
  );
}

/**
 * The other view, for October 2026 (or the month asked): GSTR-1 and GSTR-3B across; Rao Textiles (Ravi Iyer)
 * filed GSTR-1 on time and takes no GSTR-3B; Mehta Foods (Priya Nair) has GSTR-3B not opened yet.
 */
function periodBoardReply(request: MockRequest): MockReply {
  const query = (request.params ?? {}) as Record<string, unknown>;
  const month = periodFromKey(String(query.month ?? '2026-10'))!;
  const filed = filedCell(month.key, 41, 'Ravi Iyer');
  const rows = [
    {
      client_id: 5,
      client_name: 'Rao Textiles',
      client_type: 'private_limited',
      assignee: 9,
      cells: [filed, null],
      subscribed: [true, false],
    },
    { client_id: 6, client_name: 'Mehta Foods', client_type: 'huf', assignee: 7, cells: [null, null], subscribed: [false, true] },
  ].filter((r) => !query.assignee_id || r.assignee === Number(query.assignee_id));
  const column = (id: number, name: string, due: string) => ({
    compliance_id: id,
    name,
    frequency: 'monthly',
    period_key: month.key,
    period_label: month.label,
    due_date: due,
    overridden: false,
  });
  return boardAnswer(
    rows,
    {
      month: { key: month.key, label: month.label },
      compliances: [column(1, 'GSTR-1', '2026-11-11'), column(2, 'GSTR-3B', '2026-11-20')],
    },
    { due_this_week: 1, overdue: 0, filed_this_month: rows.length === 2 ? 1 : 0 },
  );
}

/** POST /api/compliances and PUT /api/compliances/:id, as the routes check them; undefined for other calls. */
function saveCompliance(catalogue: ComplianceRow[], request: MockRequest): MockReply | undefined {
  const edited = /^\/api\/compliances\/(\d+)$/.exec(request.url);
  const creating = request.url === '/api/compliances' && request.method === 'POST';
  if (!creating && !(edited && request.method === 'PUT')) return undefined;
  const body = (creating ? complianceCreateSchema : complianceUpdateSchema).safeParse(request.body);
  if (!body.success) return refused(body.error.issues);
  const before = creating ? undefined : catalogue.find((c) => c.id === Number(edited![1]))!;
  const code = String((body.data as Record<string, unknown>).code ?? '');
  if (creating && catalogue.some((c) => c.code === code))
    return { status: 409, data: { success: false, message: 'A compliance with this code already exists', code: 'COMPLIANCE_CODE_TAKEN' } };
  const { code: _code, ...fields } = { code, ...body.data };
  void _code;
  const row: ComplianceRow = {
    ...(before ?? { id: catalogue.length + 1, code, subscriptions: 0, document_checklist: [] }),
    ...fields,
    client_types: [...body.data.client_types],
    service_category_name: CATEGORIES.find((c) => c.service_category_id === body.data.service_category_id)!.name,
    sac_code: SAC_CODES.find((c) => c.sac_code_id === body.data.sac_code_id)!.code,
  };
  if (before) Object.assign(before, row);
  else catalogue.push(row);
  return checkedReply(complianceAnswerSchema, {
    status: creating ? 201 : 200,
    data: { success: true, message: creating ? 'Compliance created' : 'Compliance updated', data: row },
  });
}
