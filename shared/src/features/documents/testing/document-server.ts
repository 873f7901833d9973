import type { InternalAxiosRequestConfig } from 'axios';
import { checkedReply, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import {
  changesBodySchema,
  clientDocumentsAnswerSchema,
  documentRequestAnswerSchema,
  documentRequestCreateSchema,
  documentRequestListAnswerSchema,
  documentRequestMessages as M,
  documentRequestsCreatedSchema,
  documentRequestUpdateSchema,
  documentUploadMessages as U,
  transition,
  waitingOnClient,
  type DocumentRequest,
  type DocumentRequestAction,
  type StaffDocumentRequest,
} from '@firm/shared/domain/document-request';

// Tests only: a fake of the documents routes over an array of requests. It moves requests by
// the domain's `transition` and refuses what the real routes refuse, in their codes. Like the server, it
// shows the files a client replaced to staff's list only.

/** A request as the fake keeps it: staff's view, with the files the client replaced. */
export function documentRequest(id: number, overrides: Partial<StaffDocumentRequest> = {}): StaffDocumentRequest {
  return {
    request_id: id,
    task_id: 5,
    title: `Document ${id}`,
    note: '',
    required: true,
    due_date: '2026-12-15',
    state: 'requested',
    change_reason: null,
    client_comment: '',
    created_at: '2026-11-20T05:30:00.000Z',
    files: [],
    earlier_files: [],
    ...overrides,
  };
}

/** The request as the client's calls (and staff's single-request answers) carry it: no earlier versions. */
const bare = ({ earlier_files: _earlier, ...request }: StaffDocumentRequest): DocumentRequest => request;

export const uploadedFile = (id: number, name: string) => ({
  file_id: id,
  file_name: name,
  size: 2048,
  content_type: 'application/pdf',
  uploaded_by: 'Meera Rao',
  uploaded_at: '2026-11-21T05:30:00.000Z',
});

const refusal = (status: number, message: string, code: string): MockReply => ({
  status,
  data: { success: false, message, code, errors: [{ field: 'files', message, code }] },
});

const FILE_TYPES = /\.(pdf|png|jpe?g|gif|webp|txt|csv|docx?|xlsx?|pptx?)$/i;

export type DocumentServer = { requests: StaffDocumentRequest[]; calls: MockRequest[]; uploads: FormData[] };

export function documentServer(initial: StaffDocumentRequest[], taskName = 'ITR FY 2025-26'): DocumentServer {
  const world: DocumentServer = { requests: [...initial], calls: [], uploads: [] };
  let nextId = 100;
  let nextFile = 500;
  const find = (id: number) => world.requests.find((r) => r.request_id === id);
  const save = (request: StaffDocumentRequest, message: string, status = 200) => {
    world.requests = world.requests.map((r) => (r.request_id === request.request_id ? request : r));
    return checkedReply(documentRequestAnswerSchema, { status, data: { success: true, message, data: bare(request) } });
  };
  const move = (request: DocumentRequest, action: DocumentRequestAction): { refused: MockReply } | { state: DocumentRequest['state'] } => {
    const moved = transition(request.state, action);
    if ('refused' in moved) {
      return moved.refused === 'ACCEPTED'
        ? { refused: refusal(409, M.accepted, 'DOCUMENT_ACCEPTED') }
        : { refused: refusal(409, M.nothingUploaded, 'DOCUMENT_NOTHING_UPLOADED') };
    }
    return { state: moved.state };
  };

  mockApi((request: MockRequest, config: InternalAxiosRequestConfig): MockReply => {
    world.calls.push(request);
    const { method, url } = request;
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/api\/tasks\/(\d+)\/document-requests$/.exec(url))) {
      const own = world.requests.filter((r) => r.task_id === Number(m![1]));
      return checkedReply(documentRequestListAnswerSchema, {
        status: 200,
        data: { success: true, data: { requests: own, waiting_on_client: waitingOnClient(own) } },
      });
    }
    if (method === 'POST' && (m = /^\/api\/tasks\/(\d+)\/document-requests$/.exec(url))) {
      const parsed = documentRequestCreateSchema.safeParse(request.body);
      if (!parsed.success) return { status: 400, data: { success: false, message: 'Invalid', errors: [] } };
      const made = parsed.data.requests.map((input) => documentRequest(nextId++, { ...input, task_id: Number(m![1]) }));
      world.requests.push(...made);
      return checkedReply(documentRequestsCreatedSchema, {
        status: 201,
        data: { success: true, message: M.created, data: { requests: made.map(bare) } },
      });
    }
    if (method === 'PUT' && (m = /^\/api\/document-requests\/(\d+)$/.exec(url))) {
      const found = find(Number(m[1]));
      if (!found) return { status: 404, data: { success: false, message: M.notFound } };
      const parsed = documentRequestUpdateSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message }));
        return { status: 400, data: { success: false, message: errors[0]!.message, errors } };
      }
      if (found.state === 'accepted') return refusal(409, M.accepted, 'DOCUMENT_ACCEPTED');
      const change = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
      return save({ ...found, ...change }, M.updated);
    }
    if (method === 'GET' && /^\/api\/document-requests\/\d+\/files\/\d+$/.test(url)) {
      return { status: 200, data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) };
    }
    if (method === 'POST' && (m = /^\/api\/document-requests\/(\d+)\/(accept|changes)$/.exec(url))) {
      const found = find(Number(m[1]));
      if (!found) return { status: 404, data: { success: false, message: M.notFound } };
      if (m[2] === 'changes' && !changesBodySchema.safeParse(request.body).success) {
        return {
          status: 400,
          data: { success: false, message: M.reasonRequired, errors: [{ field: 'reason', message: 'Reason is required' }] },
        };
      }
      const moved = move(found, m[2] === 'accept' ? 'accept' : 'ask_changes');
      if ('refused' in moved) return moved.refused;
      const reason = m[2] === 'changes' ? (request.body as { reason: string }).reason : found.change_reason;
      return save({ ...found, state: moved.state, change_reason: reason }, m[2] === 'accept' ? M.acceptedDone : M.changesAsked);
    }
    if (method === 'GET' && url === '/api/client-portal/documents') {
      const projects = world.requests.length ? [{ task_id: 5, task_name: taskName, requests: world.requests.map(bare) }] : [];
      return checkedReply(clientDocumentsAnswerSchema, { status: 200, data: { success: true, data: { projects } } });
    }
    if (method === 'POST' && (m = /^\/api\/client-portal\/document-requests\/(\d+)\/files$/.exec(url))) {
      const found = find(Number(m[1]));
      if (!found) return { status: 404, data: { success: false, message: M.notFound } };
      const form = config.data as FormData;
      world.uploads.push(form);
      const files = form.getAll('files') as File[];
      if (files.length === 0) return refusal(400, M.noFiles, 'DOCUMENT_NO_FILES');
      const wrong = files.find((f) => !FILE_TYPES.test(f.name) || f.name.includes('fake'));
      if (wrong) return refusal(400, `${wrong.name}: ${U.type}`, 'ATTACHMENT_TYPE');
      const moved = move(found, 'upload');
      if ('refused' in moved) return moved.refused;
      const replace = form.get('replace_file_id');
      const kept = replace ? found.files.filter((f) => f.file_id !== Number(replace)) : found.files;
      const replaced = found.files
        .filter((f) => f.file_id === Number(replace))
        .map((f) => ({ ...f, replaced_at: '2026-11-22T05:30:00.000Z' }));
      const comment = form.get('comment');
      return save(
        {
          ...found,
          state: moved.state,
          client_comment: typeof comment === 'string' ? comment : found.client_comment,
          files: [...kept, ...files.map((f) => uploadedFile(nextFile++, f.name))],
          earlier_files: [...replaced, ...found.earlier_files],
        },
        M.uploaded,
        201,
      );
    }
    if (method === 'POST' && (m = /^\/api\/client-portal\/document-requests\/(\d+)\/comment$/.exec(url))) {
      const found = find(Number(m[1]));
      if (!found) return { status: 404, data: { success: false, message: M.notFound } };
      return save({ ...found, client_comment: (request.body as { comment: string }).comment }, M.commentSaved);
    }
    return { status: 404, data: { success: false, message: `No fake for ${method} ${url}` } };
  });
  return world;
}
