import { z } from 'zod';
import { accountChoiceAnswerSchema } from '../auth';
import { adminListAnswerSchema, orgUserSchema, userListAnswerSchema } from '../list';
import { supervisorListAnswerSchema } from '../project';
import { fileAnswer, type AnswerTable } from './answer-table';

// Sign-in, people, the development mailbox and the pages' own files. The shapes below are declared
// inside their routes on the server; the server's test proves these equal them.

const messageAnswer = z.object({ success: z.literal(true), message: z.string() });

const signInUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  is_active: z.boolean(),
  phone: z.string().nullable(),
  permissions: z.array(z.string()),
  client_id: z.number().nullable(),
  client_name: z.string().nullable(),
  user_type: z.enum(['staff', 'client']),
  firm_name: z.string(),
  organization_id: z.number(),
});
const signedInAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ access_token: z.string(), user: signInUserSchema }),
});

/** A profile as the Profile page reads it. */
const profileSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  role_name: z.string(),
  role_id: z.number().nullable(),
  firm_name: z.string().nullable(),
  designation: z.string().nullable(),
  organization_id: z.number(),
  address: z.string().nullable(),
  client_id: z.number().nullable(),
  client_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const registeredAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string().nullable(),
    firmName: z.string().nullable(),
    isActive: z.boolean(),
    roleId: z.number(),
    roleName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
});

const outboxMessageSchema = z.object({
  id: z.string(),
  from: z.string().optional(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number() })).optional(),
});

export const peopleAnswers = {
  'GET /api/health': { 200: z.object({ status: z.literal('ok'), database: z.literal('up') }) },
  'POST /api/auth/request-otp': { 200: messageAnswer },
  'POST /api/auth/verify-otp': { 200: z.union([signedInAnswer, accountChoiceAnswerSchema]) },
  'POST /api/auth/select-account': { 200: signedInAnswer },
  'POST /api/auth/refresh': { 200: z.object({ success: z.literal(true), data: z.object({ access_token: z.string() }) }) },
  'POST /api/auth/logout': { 200: messageAnswer },
  'POST /api/v1/users/users/:id/email-change/verify': {
    200: z.object({ success: z.literal(true), message: z.string(), data: profileSchema }),
  },
  'POST /api/v1/users/users/:id/email-change/resend': {
    200: z.object({ success: z.literal(true), message: z.string(), pending_email: z.string() }),
  },
  'GET /api/v1/users/users/:id': { 200: z.object({ success: z.literal(true), data: profileSchema }) },
  'PUT /api/v1/users/users/:id': {
    200: z.object({ success: z.literal(true), message: z.string(), data: profileSchema, pending_email: z.string().optional() }),
  },
  'POST /api/auth/toggle-user-status': { 200: z.object({ success: z.literal(true), message: z.string(), user: orgUserSchema }) },
  'GET /api/v1/users/users/admins': { 200: adminListAnswerSchema },
  'GET /api/v1/users/organization/users': {
    200: z.object({
      success: z.literal(true),
      data: z.object({ admin: z.array(orgUserSchema), supervisor: z.array(orgUserSchema), employee: z.array(orgUserSchema) }),
    }),
  },
  'GET /api/v1/users/users': { 200: userListAnswerSchema },
  'GET /api/v1/users/users/supervisors': { 200: supervisorListAnswerSchema },
  'GET /api/dev/outbox': { 200: z.object({ success: z.literal(true), data: z.object({ messages: z.array(outboxMessageSchema) }) }) },
  'GET /api/dev/outbox/:id': { 200: z.object({ success: z.literal(true), data: outboxMessageSchema }) },
  'POST /api/auth/register/admin': { 201: registeredAnswer },
  'POST /api/auth/register/supervisor': { 201: registeredAnswer },
  'POST /api/auth/register/employee': { 201: registeredAnswer },
  // Only refuses (an unknown kind of user).
  'POST /api/auth/register/:type': {},
  'GET /legal/online-order-making-terms.pdf': { 200: fileAnswer('application/pdf') },
  'GET /legal/cancellation-and-refund-policy.pdf': { 200: fileAnswer('application/pdf') },
  'GET /legal/general-terms-and-registration.pdf': { 200: fileAnswer('application/pdf') },
  'GET /remotes.json': { 200: z.record(z.string(), z.string()) },
} satisfies AnswerTable;
