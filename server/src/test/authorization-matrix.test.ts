import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, RouteOptions } from 'fastify';
import { LEGAL_DOCUMENTS, legalDocumentPath, ROLES, type Role } from '@firm/shared/domain';
import { createTestApp, type TestApp } from './test-app';
import { testDrivers } from './test-database';
import { seedOrganization, tokenFor, type SeededOrganization, type UserRow } from './fixtures';
import { users } from '../db/schema';
import { issueRefreshToken, startSession } from '../modules/auth/refresh-tokens';
import { insertSacCode } from '../modules/sac-codes/sac-codes.repo';
import { insertEnquiry } from '../modules/enquiries/enquiries.repo';
import { insertServiceCategory } from '../modules/service-categories/service-categories.repo';
import { seedInvoice } from '../modules/invoices/invoices.test-support';
import { seedCreditNote } from '../modules/credit-notes/credit-notes.test-support';
import { findInvoice } from '../modules/invoices/invoices.repo';
import { seedAttachment, seedTask } from '../modules/tasks/tasks.test-support';
import { seedMessage } from '../modules/messages/messages.test-support';

// Who may call what, on the server: every route × every role × own or other organisation. A new
// route is one row in ROUTES; the app's route table is collected as it is built and a route without
// a row fails the run ('every route of the server has a row'), so none can be forgotten.

type Actor = Role | 'anonymous';
const ACTORS: readonly Actor[] = [...ROLES, 'anonymous'];

type Firm = SeededOrganization & {
  secondAdmin: UserRow;
  serviceCategoryId: number;
  sacCodeId: number;
  enquiryId: number;
  taskId: number;
  invoiceId: number;
  invoiceNumber: string;
  creditNoteId: number;
  messageId: number;
  fileRef: string;
};
type World = { own: Firm; other: Firm; refreshTokens: Partial<Record<Actor, string>>; next: () => number };
/** `firm` is where the row's record lives: the caller's own organisation or the other one. */
type Cell = { world: World; actor: Actor; firm: Firm; me: Firm };

type RouteRow = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: (c: Cell) => string;
  body?: (c: Cell) => object;
  /** Roles that succeed; 'public' for calls without a token. */
  allow: readonly Role[] | 'public';
  /** Success status (default 200). */
  ok?: number;
  /**
   * 'role': the role is checked first (403), then the record is looked up in the caller's firm (404).
   * 'record': the record is looked up first, so another firm's record is 404 for every signed-in caller.
   * Absent: the call names no record and has no other-organisation cell.
   */
  record?: 'role' | 'record';
  /** Cells whose status differs from the rule above, with the reason in the row's name. */
  except?: Partial<Record<Actor, number | number[]>>;
  /** A Cookie header for the call (the refresh token travels only there). */
  cookie?: (c: Cell) => string | undefined;
  /** The call ends the caller's session: it runs with a session of its own, so later rows keep theirs. */
  endsSession?: true;
  /** Each cell calls from its own address (the call has a per-IP limit lower than the cell count). */
  ownAddress?: true;
};

/** The staff role whose records an actor's cells use; an anonymous caller knocks on the employee's door. */
const staffRole = (actor: Actor): Exclude<Role, 'client'> => (actor === 'anonymous' || actor === 'client' ? 'employee' : actor);
const staffId = (c: Cell) => c.me.users[staffRole(c.actor)].id;
const selfInFirm = (c: Cell) => (c.actor === 'client' ? c.firm.contacts[0].id : c.firm.users[staffRole(c.actor)].id);
const profileBody = (c: Cell) =>
  c.actor === 'client'
    ? { first_name: 'Meera', last_name: 'Joshi', email: c.me.contacts[0].email, phone: c.me.contacts[0].phone, is_active: true }
    : { first_name: 'Same', last_name: 'Person', email: c.me.users[staffRole(c.actor)].email, phone: '9820000000', is_active: true };
const newStaff = (c: Cell) => ({
  first_name: 'New',
  last_name: 'Colleague',
  email: `new${c.world.next()}@matrix.test`,
  phone: '9876543210',
  creator_id: staffId(c),
});
const clientBody = (c: Cell) => ({
  client_name: `Matrix Client ${c.world.next()}`,
  address: { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  gst_number: '27AAPFU0939F1ZV',
  client_type: 'private_limited',
  contacts: c.firm.contacts.map((k) => ({ id: k.id, name: k.name, email: k.email, phone: k.phone })),
});
const categoryBody = (c: Cell) => ({ name: `Audit ${c.world.next()}`, description: 'Statutory audit', cgst: 9, sgst: 9, igst: 18 });
const taskBody = (c: Cell) => ({
  client_id: c.firm.client.id,
  task_name: `Matrix Project ${c.world.next()}`,
  service_description: 'Monthly GST returns',
  sac_code_id: c.firm.sacCodeId,
  service_category_id: c.firm.serviceCategoryId,
  assignee_id: `user_${c.firm.users.employee.id}`,
});
const sacBody = (c: Cell) => ({ code: String(990000 + c.world.next()), description: 'Accounting services', is_active: true });

const ROUTES: RouteRow[] = [
  // Public pages, documents and the health check
  { name: 'GET /api/health', method: 'GET', url: () => '/api/health', allow: 'public' },
  { name: 'GET /api/openapi.json (outside production)', method: 'GET', url: () => '/api/openapi.json', allow: 'public' },
  ...LEGAL_DOCUMENTS.map((document): RouteRow => ({
    name: `GET ${legalDocumentPath(document)}`,
    method: 'GET',
    url: () => legalDocumentPath(document),
    allow: 'public',
  })),
  { name: 'GET / (the shell)', method: 'GET', url: () => '/', allow: 'public' },
  { name: 'GET /remotes.json', method: 'GET', url: () => '/remotes.json', allow: 'public' },
  { name: 'GET /* (the shell bundle files)', method: 'GET', url: () => '/robots.txt', allow: 'public' },
  ...ROLES.map((role): RouteRow => ({
    name: `GET /remotes/${role}/* (its bundle files)`,
    method: 'GET',
    url: () => `/remotes/${role}/mf-manifest.json`,
    allow: 'public',
  })),
  // The development mailbox answers this machine only (inject calls from 127.0.0.1); dev-outbox.routes.test.ts proves the rest.
  { name: 'GET /api/dev/outbox', method: 'GET', url: () => '/api/dev/outbox', allow: 'public' },
  { name: 'GET /api/dev/outbox/:id (no such message: 404)', method: 'GET', url: () => '/api/dev/outbox/none', allow: 'public', ok: 404 },

  // Sign-in and session (issue 3): public calls must never answer 401 or 403 to a well-formed request.
  {
    name: 'POST /api/auth/request-otp',
    method: 'POST',
    url: () => '/api/auth/request-otp',
    body: (c) =>
      c.actor === 'client'
        ? { email: c.me.contacts[0].email, user_type: 'client' }
        : {
            email: c.actor === 'anonymous' ? c.world.other.users.supervisor.email : c.me.users[staffRole(c.actor)].email,
            user_type: 'staff',
          },
    allow: 'public',
  },
  {
    name: 'POST /api/auth/verify-otp with a wrong code (400, never 401/403)',
    method: 'POST',
    url: () => '/api/auth/verify-otp',
    body: (c) => ({ email: c.me.users.employee.email, otp: '000000', user_type: 'staff' }),
    allow: 'public',
    ok: 400,
  },
  {
    name: 'POST /api/auth/refresh with the caller refresh token (none: 401)',
    method: 'POST',
    url: () => '/api/auth/refresh',
    body: () => ({}),
    cookie: (c) => (c.world.refreshTokens[c.actor] ? `refresh_token=${c.world.refreshTokens[c.actor]}` : undefined),
    allow: 'public',
    except: { anonymous: 401 },
  },
  {
    name: 'POST /api/auth/select-account with a selection never issued (400, never 401/403)',
    method: 'POST',
    url: () => '/api/auth/select-account',
    body: (c) => ({ selection_token: 'A'.repeat(43), account_id: c.me.contacts[0].id }),
    allow: 'public',
    ok: 400,
  },
  { name: 'POST /api/auth/logout', method: 'POST', url: () => '/api/auth/logout', body: () => ({}), allow: 'public', endsSession: true },
  {
    name: 'GET /api/v1/users/users/:id (own profile)',
    method: 'GET',
    url: (c) => `/api/v1/users/users/${selfInFirm(c)}`,
    allow: ['superadmin', 'admin', 'supervisor', 'employee', 'client'],
    record: 'record',
  },
  {
    name: 'PUT /api/v1/users/users/:id (own profile)',
    method: 'PUT',
    url: (c) => `/api/v1/users/users/${selfInFirm(c)}`,
    body: profileBody,
    allow: ['superadmin', 'admin', 'supervisor', 'employee', 'client'],
    record: 'record',
  },

  // One's own e-mail change (issue 8): the caller's own id only; anyone else's is 404. With no change
  // waiting, verify refuses the code (400) and resend has nothing to send (404).
  {
    name: 'POST /api/v1/users/users/:id/email-change/verify (own id, nothing waiting: 400)',
    method: 'POST',
    url: (c) => `/api/v1/users/users/${selfInFirm(c)}/email-change/verify`,
    body: () => ({ otp: '123456' }),
    allow: ['superadmin', 'admin', 'supervisor', 'employee', 'client'],
    ok: 400,
    record: 'record',
  },
  {
    name: 'POST /api/v1/users/users/:id/email-change/resend (own id, nothing waiting: 404)',
    method: 'POST',
    url: (c) => `/api/v1/users/users/${selfInFirm(c)}/email-change/resend`,
    body: () => ({}),
    allow: ['superadmin', 'admin', 'supervisor', 'employee', 'client'],
    ok: 404,
    record: 'record',
  },

  // The contact form and the admin's Enquiries (issue 8)
  {
    name: 'POST /api/enquiries (the public contact form)',
    method: 'POST',
    url: () => '/api/enquiries',
    body: () => ({ name: 'Matrix Visitor', email: 'visitor@matrix.test', message: 'Hello' }),
    allow: 'public',
    ok: 201,
    ownAddress: true,
  },
  { name: 'GET /api/enquiries', method: 'GET', url: () => '/api/enquiries', allow: ['admin'] },
  { name: 'GET /api/enquiries/:id', method: 'GET', url: (c) => `/api/enquiries/${c.firm.enquiryId}`, allow: ['admin'], record: 'role' },
  {
    name: 'PUT /api/enquiries/:id/status',
    method: 'PUT',
    url: (c) => `/api/enquiries/${c.firm.enquiryId}/status`,
    body: () => ({ status: 'replied' }),
    allow: ['admin'],
    record: 'role',
  },

  // Staff administration (issue 4)
  {
    name: 'POST /api/auth/register/admin',
    method: 'POST',
    url: () => '/api/auth/register/admin',
    body: newStaff,
    allow: ['superadmin', 'admin'],
    ok: 201,
  },
  {
    name: 'POST /api/auth/register/supervisor',
    method: 'POST',
    url: () => '/api/auth/register/supervisor',
    body: newStaff,
    allow: ['admin'],
    ok: 201,
  },
  {
    name: 'POST /api/auth/register/:type (an unknown type: 400 for anyone signed in)',
    method: 'POST',
    url: () => '/api/auth/register/partner',
    body: newStaff,
    allow: ROLES,
    ok: 400,
  },
  {
    name: 'POST /api/auth/register/employee',
    method: 'POST',
    url: () => '/api/auth/register/employee',
    body: newStaff,
    allow: ['admin'],
    ok: 201,
  },
  {
    name: 'POST /api/auth/toggle-user-status (super admin: an admin; admin: an employee)',
    method: 'POST',
    url: () => '/api/auth/toggle-user-status',
    body: (c) => ({ user_id: c.actor === 'superadmin' ? c.firm.secondAdmin.id : c.firm.users.employee.id, is_active: true }),
    allow: ['superadmin', 'admin'],
    record: 'role',
  },
  { name: 'GET /api/v1/users/users/admins', method: 'GET', url: () => '/api/v1/users/users/admins', allow: ['superadmin'] },
  {
    name: 'GET /api/v1/users/organization/users?role=USERS',
    method: 'GET',
    url: () => '/api/v1/users/organization/users?role=USERS',
    allow: ['admin', 'supervisor'],
  },
  { name: 'GET /api/v1/users/users', method: 'GET', url: () => '/api/v1/users/users', allow: ['admin'] },
  {
    name: 'GET /api/v1/users/users/supervisors',
    method: 'GET',
    url: () => '/api/v1/users/users/supervisors',
    allow: ['admin', 'supervisor'],
  },
  {
    name: "GET /api/v1/users/users/:id (an employee's record; the employee reads a supervisor's; a contact's id space is its client's)",
    method: 'GET',
    url: (c) => `/api/v1/users/users/${c.actor === 'employee' ? c.firm.users.supervisor.id : c.firm.users.employee.id}`,
    allow: ['admin'],
    record: 'record',
    except: { client: [403, 404] },
  },
  {
    name: "PUT /api/v1/users/users/:id (admin edits an employee; the employee tries a supervisor's)",
    method: 'PUT',
    url: (c) => `/api/v1/users/users/${c.actor === 'employee' ? c.firm.users.supervisor.id : c.firm.users.employee.id}`,
    body: (c) => ({
      first_name: 'Vikram',
      last_name: 'Rao',
      email: c.firm.users.employee.email,
      phone: '9820000003',
      designation: 'Article Assistant',
      is_active: true,
    }),
    allow: ['admin'],
    record: 'record',
    except: { client: [403, 404] },
  },
  {
    name: 'PUT /api/v1/users/users/:id (an admin: the super admin or another admin edits)',
    method: 'PUT',
    url: (c) => `/api/v1/users/users/${c.firm.secondAdmin.id}`,
    body: (c) => ({ first_name: 'Second', last_name: 'Admin', email: c.firm.secondAdmin.email, phone: '9820000099', is_active: true }),
    allow: ['superadmin', 'admin'],
    record: 'record',
    except: { client: [403, 404] },
  },

  // Clients
  { name: 'GET /api/clients/', method: 'GET', url: () => '/api/clients/?is_active=true', allow: ['admin'] },
  {
    name: 'POST /api/clients/',
    method: 'POST',
    url: () => '/api/clients/',
    body: (c) => ({ ...clientBody(c), contacts: [{ name: 'First Contact', phone: '9811111111' }] }),
    allow: ['admin'],
    ok: 201,
  },
  { name: 'GET /api/clients/:id', method: 'GET', url: (c) => `/api/clients/${c.firm.client.id}`, allow: ['admin'], record: 'role' },
  {
    name: 'PUT /api/clients/:id',
    method: 'PUT',
    url: (c) => `/api/clients/${c.firm.client.id}`,
    body: clientBody,
    allow: ['admin'],
    record: 'role',
  },

  // Service categories and SAC codes: staff read, admins write
  {
    name: 'GET /api/master/service-categories',
    method: 'GET',
    url: () => '/api/master/service-categories?include_inactive=true',
    allow: ['admin', 'supervisor', 'employee'],
  },
  {
    name: 'GET /api/master/service-categories/:id',
    method: 'GET',
    url: (c) => `/api/master/service-categories/${c.firm.serviceCategoryId}`,
    allow: ['admin', 'supervisor', 'employee'],
    record: 'role',
  },
  {
    name: 'POST /api/master/service-categories',
    method: 'POST',
    url: () => '/api/master/service-categories',
    body: categoryBody,
    allow: ['admin'],
    ok: 201,
  },
  {
    name: 'PUT /api/master/service-categories/:id',
    method: 'PUT',
    url: (c) => `/api/master/service-categories/${c.firm.serviceCategoryId}`,
    body: categoryBody,
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'GET /api/master/sac-codes',
    method: 'GET',
    url: () => '/api/master/sac-codes?include_inactive=true',
    allow: ['admin', 'supervisor', 'employee'],
  },
  {
    name: 'GET /api/master/sac-codes/:id',
    method: 'GET',
    url: (c) => `/api/master/sac-codes/${c.firm.sacCodeId}`,
    allow: ['admin', 'supervisor', 'employee'],
    record: 'role',
  },
  { name: 'POST /api/master/sac-codes', method: 'POST', url: () => '/api/master/sac-codes', body: sacBody, allow: ['admin'], ok: 201 },
  {
    name: 'PUT /api/master/sac-codes/:id',
    method: 'PUT',
    url: (c) => `/api/master/sac-codes/${c.firm.sacCodeId}`,
    body: sacBody,
    allow: ['admin'],
    record: 'role',
  },

  // Projects: the admin creates; admin, supervisor and the assigned employee read, move and comment
  { name: 'GET /api/tasks/', method: 'GET', url: () => '/api/tasks/?status=open', allow: ['admin', 'supervisor', 'employee'] },
  { name: 'POST /api/tasks/', method: 'POST', url: () => '/api/tasks/', body: taskBody, allow: ['admin'], ok: 201 },
  {
    name: 'GET /api/tasks/:id (assigned to the employee)',
    method: 'GET',
    url: (c) => `/api/tasks/${c.firm.taskId}`,
    allow: ['admin', 'supervisor', 'employee'],
    record: 'role',
  },
  {
    name: 'PUT /api/tasks/:id (a status every team role may choose)',
    method: 'PUT',
    url: (c) => `/api/tasks/${c.firm.taskId}`,
    body: () => ({ workflow_status: 'in_progress' }),
    allow: ['admin', 'supervisor', 'employee'],
    record: 'role',
  },
  {
    name: 'POST /api/tasks/:id/comments',
    method: 'POST',
    url: (c) => `/api/tasks/${c.firm.taskId}/comments`,
    body: () => ({ comment_text: 'Matrix comment' }),
    allow: ['admin', 'supervisor', 'employee'],
    ok: 201,
    record: 'role',
  },
  {
    name: 'GET /api/tasks/:id/files/:fileRef (a file on the Project assigned to the employee)',
    method: 'GET',
    url: (c) => `/api/tasks/${c.firm.taskId}/files/${c.firm.fileRef}`,
    allow: ['admin', 'supervisor', 'employee'],
    record: 'role',
  },
  { name: 'GET /api/tasks/options', method: 'GET', url: () => '/api/tasks/options', allow: ['admin', 'supervisor', 'employee'] },

  // Invoices: the admin's alone
  {
    name: 'POST /api/invoice/generate (an open Project: the admin passes access and meets the rule, 409)',
    method: 'POST',
    url: () => '/api/invoice/generate',
    body: (c) => ({ task_id: c.firm.taskId }),
    allow: ['admin'],
    ok: 409,
    record: 'role',
  },
  {
    name: 'GET /api/invoice/preview (an open Project: the admin passes access and meets the rule, 409)',
    method: 'GET',
    url: (c) => `/api/invoice/preview?task_id=${c.firm.taskId}`,
    allow: ['admin'],
    ok: 409,
    record: 'role',
  },
  { name: 'GET /api/invoices', method: 'GET', url: () => '/api/invoices?tab=current&sort=due&order=asc', allow: ['admin'] },
  { name: 'GET /api/invoices/:id', method: 'GET', url: (c) => `/api/invoices/${c.firm.invoiceId}`, allow: ['admin'], record: 'role' },
  {
    name: 'PUT /api/invoices/:ref/status (a part payment of one rupee)',
    method: 'PUT',
    url: (c) => `/api/invoices/${c.firm.invoiceId}/status`,
    body: () => ({ status: 'partially_paid', amount_paise: 1_00, note: 'Matrix' }),
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'GET /api/invoices/:id/pdf',
    method: 'GET',
    url: (c) => `/api/invoices/${c.firm.invoiceId}/pdf`,
    allow: ['admin'],
    record: 'role',
  },

  // Credit notes: the admin's alone, like invoices
  {
    name: 'POST /api/credit-note/create',
    method: 'POST',
    url: () => '/api/credit-note/create',
    body: (c) => ({ invoice_id: c.firm.invoiceId, credit_note_amount_paise: 1_00, reason: 'Matrix' }),
    allow: ['admin'],
    ok: 201,
    record: 'role',
  },
  { name: 'GET /api/credit-notes', method: 'GET', url: () => '/api/credit-notes', allow: ['admin'] },
  {
    name: 'GET /api/credit-notes/:id',
    method: 'GET',
    url: (c) => `/api/credit-notes/${c.firm.creditNoteId}`,
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'PUT /api/credit-notes/:id',
    method: 'PUT',
    url: (c) => `/api/credit-notes/${c.firm.creditNoteId}`,
    body: () => ({ reason: 'Matrix reason' }),
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'GET /api/credit-notes/:id/pdf',
    method: 'GET',
    url: (c) => `/api/credit-notes/${c.firm.creditNoteId}/pdf`,
    allow: ['admin'],
    record: 'role',
  },

  // Messages to clients (issue 12): the admin's alone, within its own firm
  {
    name: 'POST /api/client-portal/send-email',
    method: 'POST',
    url: () => '/api/client-portal/send-email',
    body: () => ({ subject: 'Matrix', body: 'Hello', target: { send_to_all: true } }),
    allow: ['admin'],
    ok: 201,
  },
  { name: 'GET /api/messages', method: 'GET', url: () => '/api/messages', allow: ['admin'] },
  { name: 'GET /api/messages/:id', method: 'GET', url: (c) => `/api/messages/${c.firm.messageId}`, allow: ['admin'], record: 'role' },

  // Overdue reminders (issue 12): the admin's, its own firm's settings and reminders (no record is named)
  { name: 'GET /api/reminders/settings', method: 'GET', url: () => '/api/reminders/settings', allow: ['admin'] },
  {
    name: 'PUT /api/reminders/settings',
    method: 'PUT',
    url: () => '/api/reminders/settings',
    body: () => ({ enabled: false, cadence: [1, 7, 15] }),
    allow: ['admin'],
  },
  { name: 'GET /api/reminders', method: 'GET', url: () => '/api/reminders?search=INV', allow: ['admin'] },
  // Run now: reminders are off in this world (no firm saved them on), so the admin gets past the role check to the
  // 400 REMINDERS_OFF instead of sending the world's mail.
  {
    name: 'POST /api/reminders/run (off: 400 for the admin)',
    method: 'POST',
    url: () => '/api/reminders/run',
    allow: ['admin'],
    ok: 400,
  },

  // The client portal (issue 9): a contact's own client only; another client's id is refused, not widened
  {
    name: 'GET /api/client-portal/tasks',
    method: 'GET',
    url: (c) => `/api/client-portal/tasks?client_id=${c.me.client.id}&page=1&limit=10`,
    allow: ['client'],
  },
  {
    name: "GET /api/client-portal/tasks (the other firm's client: 403 for the contact too)",
    method: 'GET',
    url: (c) => `/api/client-portal/tasks?client_id=${c.world.other.client.id}`,
    allow: ['client'],
    except: { client: 403 },
  },
  // My Invoices and paying online (issue 11): the contact's own client's invoices only
  {
    name: 'GET /api/client-portal/invoices',
    method: 'GET',
    url: (c) => `/api/client-portal/invoices?client_id=${c.me.client.id}&tab=unpaid`,
    allow: ['client'],
  },
  {
    name: 'GET /api/client-portal/invoices/:id/pdf',
    method: 'GET',
    url: (c) => `/api/client-portal/invoices/${c.firm.invoiceId}/pdf`,
    allow: ['client'],
    record: 'role',
  },
  {
    name: 'GET /api/client-portal/receipts/:id/pdf (no online payment yet: 404 for the contact)',
    method: 'GET',
    url: () => '/api/client-portal/receipts/1/pdf',
    allow: ['client'],
    ok: 404,
  },
  {
    // Invoice numbers are per firm (both firms have INV/2026-27/0001): the contact's own firm's is the one
    // named, so this row has no other-organisation cell; payments.sandbox.test.ts proves another client's 404.
    name: 'POST /api/payments/create-order (a sandbox order for what is due)',
    method: 'POST',
    url: () => '/api/payments/create-order',
    body: (c) => ({ invoice_number: c.firm.invoiceNumber }),
    allow: ['client'],
  },
  {
    name: 'POST /api/payments/verify-payment (an order the contact never made: 404)',
    method: 'POST',
    url: () => '/api/payments/verify-payment',
    body: (c) => ({
      razorpay_order_id: 'order_matrix000001',
      razorpay_payment_id: 'pay_matrix000001',
      razorpay_signature: '0'.repeat(64),
      invoice_number: c.firm.invoiceNumber,
    }),
    allow: ['client'],
    ok: 404,
  },
  {
    name: 'POST /api/payments/sandbox/checkout (an order the contact never made: 404)',
    method: 'POST',
    url: () => '/api/payments/sandbox/checkout',
    body: () => ({ order_id: 'order_matrix000001', outcome: 'pay' }),
    allow: ['client'],
    ok: 404,
  },
  {
    name: 'POST /api/payments/webhook (public, but unsigned: 401 whoever calls)',
    method: 'POST',
    url: () => '/api/payments/webhook',
    body: () => ({ event: 'payment.captured' }),
    allow: 'public',
    ok: 401,
  },

  // Reports (issue 12): admin and supervisor the firm's Projects, an employee its own; a client none
  {
    name: 'GET /api/reports/projects',
    method: 'GET',
    url: () => '/api/reports/projects?status_group=pending',
    allow: ['admin', 'supervisor', 'employee'],
  },
  {
    name: 'GET /api/reports/projects/export',
    method: 'GET',
    url: () => '/api/reports/projects/export?format=csv&due_from=2026-01-01&due_to=2026-12-31',
    allow: ['admin', 'supervisor', 'employee'],
  },
  // Money reports (issue 12): the admin of the firm only
  { name: 'GET /api/reports/receivables', method: 'GET', url: () => '/api/reports/receivables?as_of=2026-11-01', allow: ['admin'] },
  {
    name: 'GET /api/reports/receivables/export',
    method: 'GET',
    url: () => '/api/reports/receivables/export?format=csv',
    allow: ['admin'],
  },
  { name: 'GET /api/reports/collections', method: 'GET', url: () => '/api/reports/collections?from=2026-01&to=2026-12', allow: ['admin'] },
  {
    name: 'GET /api/reports/collections/export',
    method: 'GET',
    url: () => '/api/reports/collections/export?format=csv&from=2026-01&to=2026-12',
    allow: ['admin'],
  },
  { name: 'GET /api/reports/gst-summary', method: 'GET', url: () => '/api/reports/gst-summary?month=2026-11', allow: ['admin'] },
  {
    name: 'GET /api/reports/gst-summary/export',
    method: 'GET',
    url: () => '/api/reports/gst-summary/export?month=2026-11&format=csv&section=b2cs',
    allow: ['admin'],
  },
];

function expected(row: RouteRow, actor: Actor, firm: 'own' | 'other'): number[] {
  const override = row.except?.[actor];
  if (override !== undefined) return ([] as number[]).concat(override);
  if (row.allow === 'public') return [row.ok ?? 200];
  if (actor === 'anonymous') return [401];
  const allowed = row.allow.includes(actor);
  if (firm === 'other') return [row.record === 'role' && !allowed ? 403 : 404];
  return [allowed ? (row.ok ?? 200) : 403];
}

const CELLS = ROUTES.flatMap((row) =>
  ACTORS.flatMap((actor) =>
    (row.record ? (['own', 'other'] as const) : (['own'] as const)).map((firm) => {
      const statuses = expected(row, actor, firm);
      return [row.name, actor, firm, statuses.join(' or '), row, statuses] as const;
    }),
  ),
);

/** 'GET /api/x' per method of each route; a HEAD beside a GET of the same path is left out (same access). */
function routeKeys(table: RouteOptions[]): string[] {
  const keys = table.flatMap((route) => ([] as string[]).concat(route.method).map((m) => `${m} ${route.url}`));
  return keys.filter((key) => !key.startsWith('HEAD ') || !keys.includes(key.replace(/^HEAD /, 'GET ')));
}

/** The route a row calls: its name's method and path, without the query string. */
const rowKey = (row: RouteRow) => row.name.split(' ').slice(0, 2).join(' ').replace(/\?.*$/, '');

/** A built shell and remotes, so the static file routes exist in the table like in production. */
function fakeBundles(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matrix-dist-'));
  fs.mkdirSync(path.join(root, 'shell'));
  fs.writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><title>Portal</title>');
  fs.writeFileSync(path.join(root, 'shell', 'robots.txt'), 'User-agent: *');
  for (const role of ROLES) {
    fs.mkdirSync(path.join(root, role));
    fs.writeFileSync(path.join(root, role, 'mf-manifest.json'), '{}');
  }
  return root;
}

describe.each(testDrivers())('authorization matrix (%s)', (driver) => {
  let t: TestApp;
  let world: World;
  const table: RouteOptions[] = [];
  const bundles = fakeBundles();

  async function firm(name: string): Promise<Firm> {
    const seeded = await seedOrganization(t.app.db, { name });
    const [secondAdmin] = await t.app.db
      .insert(users)
      .values({
        organizationId: seeded.organization.id,
        role: 'admin',
        firstName: 'Second',
        lastName: 'Admin',
        email: `second-admin@${seeded.users.admin.email.split('@')[1]}`,
      })
      .returning();
    const now = t.app.clock.now();
    const category = await insertServiceCategory(
      t.app.db,
      seeded.organization.id,
      { name: 'Tax Audit', description: 'Section 44AB', isActive: true, cgstBp: 900, sgstBp: 900, igstBp: 1800 },
      now,
    );
    const sac = await insertSacCode(
      t.app.db,
      seeded.organization.id,
      { code: '998222', description: 'Accounting and bookkeeping', isActive: true },
      now,
    );
    const enquiry = await insertEnquiry(
      t.app.db,
      seeded.organization.id,
      { name: 'Visitor', email: 'visitor@matrix.test', phone: null, company: null, service: null, message: 'Hello' },
      now,
    );
    const ids = { serviceCategoryId: category.id, sacCodeId: sac.id };
    const taskId = await seedTask(t.app.db, seeded, ids, now);
    const invoiceId = await seedInvoice(t.app.db, seeded, ids, now);
    const creditNoteId = await seedCreditNote(t.app.db, seeded, invoiceId, now);
    const messageId = await seedMessage(t.app.db, seeded, now);
    const fileRef = await seedAttachment(t.app, seeded.users.admin, taskId);
    const { invoiceNumber } = (await findInvoice(t.app.db, seeded.organization.id, invoiceId))!;
    return {
      ...seeded,
      secondAdmin: secondAdmin!,
      ...ids,
      enquiryId: enquiry.id,
      taskId,
      invoiceId,
      invoiceNumber,
      creditNoteId,
      messageId,
      fileRef,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: { AUTH_IP_LIMIT: '10000' },
      configure: (config) => ({ ...config, shellDist: path.join(bundles, 'shell'), remoteDist: (role) => path.join(bundles, role) }),
      onRoute: (route) => table.push(route),
    });
    const own = await firm('Own Firm');
    const other = await firm('Other Firm');
    let n = 0;
    const refreshTokens: World['refreshTokens'] = {};
    for (const role of ROLES) refreshTokens[role] = await issueRefreshToken(t.app.db, own.subjects[role], t.app.clock.now());
    world = { own, other, refreshTokens, next: () => (n += 1) };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(bundles, { recursive: true, force: true });
  });

  it('every route of the server has a row', () => {
    const rows = new Set(ROUTES.map(rowKey));
    const served = routeKeys(table);
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((key) => !rows.has(key))).toEqual([]);
  });

  it('every row names a route the server has', () => {
    const served = new Set(routeKeys(table));
    expect(ROUTES.map(rowKey).filter((key) => !served.has(key))).toEqual([]);
  });

  it.each(CELLS)('%s as %s in the %s organisation answers %s', async (_name, actor, where, _label, row, statuses) => {
    const cell: Cell = { world, actor, firm: where === 'own' ? world.own : world.other, me: world.own };
    const headers: Record<string, string> = {};
    if (actor !== 'anonymous') {
      const subject = world.own.subjects[actor];
      const token = row.endsSession
        ? t.app.signAccessToken(subject, await startSession(t.app.db, subject, new Date()).then((s) => s.sessionId))
        : tokenFor(t.app, subject);
      headers.authorization = `Bearer ${token}`;
    }
    const cookie = row.cookie?.(cell);
    if (cookie) headers.cookie = cookie;
    const request: InjectOptions = {
      method: row.method,
      url: row.url(cell),
      headers,
      ...(row.ownAddress ? { remoteAddress: `10.200.0.${world.next() % 250}` } : {}),
      ...(row.body ? { payload: row.body(cell) } : {}),
    };
    const response = await t.app.inject(request);
    if (!statuses.includes(response.statusCode))
      throw new Error(`${row.name} as ${actor} (${where}): ${response.statusCode} ${response.body}`);
    if (response.statusCode === 403 || response.statusCode === 404)
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each(ROUTES.filter((row) => row.allow !== 'public' && row.method !== 'GET'))(
    'checks the caller before the body: $name without a token and with an empty body is 401',
    async (row) => {
      const response = await t.app.inject({
        method: row.method,
        url: row.url({ world, actor: 'admin', firm: world.own, me: world.own }),
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    },
  );
});
