import { z } from 'zod';
import { accountChoiceAnswerSchema, signedInAnswerSchema } from '../auth';
import { adminListAnswerSchema, orgUserSchema, userListAnswerSchema, dataAnswerSchema, messageAnswerSchema } from '../list';
import { outboxMessageSchema } from '../message';
import { supervisorListAnswerSchema } from '../project';
import { profileSchema, registeredUserSchema } from '../user';
import { fileAnswer, type AnswerTable } from './answer-table';

// Sign-in, people, the development mailbox and the pages' own files. The signed-in user, the profile and
// the registered user are the domain's schemas the routes declare; the shapes written below are still
// declared inside their routes on the server, and the server's test proves these equal them.

const messageAnswer = z.object({ success: z.literal(true), message: z.string() });

const registeredAnswer = messageAnswerSchema(registeredUserSchema);

export const peopleAnswers = {
  'GET /api/health': { 200: z.object({ status: z.literal('ok'), database: z.literal('up') }) },
  'POST /api/auth/request-otp': { 200: messageAnswer },
  'POST /api/auth/verify-otp': { 200: z.union([signedInAnswerSchema, accountChoiceAnswerSchema]) },
  'POST /api/auth/select-account': { 200: signedInAnswerSchema },
  'POST /api/auth/refresh': { 200: dataAnswerSchema(z.object({ access_token: z.string() })) },
  'POST /api/auth/logout': { 200: messageAnswer },
  'POST /api/v1/users/users/:id/email-change/verify': {
    200: messageAnswerSchema(profileSchema),
  },
  'POST /api/v1/users/users/:id/email-change/resend': {
    200: z.object({ success: z.literal(true), message: z.string(), pending_email: z.string() }),
  },
  'GET /api/v1/users/users/:id': { 200: dataAnswerSchema(profileSchema) },
  'PUT /api/v1/users/users/:id': {
    200: z.object({ success: z.literal(true), message: z.string(), data: profileSchema, pending_email: z.string().optional() }),
  },
  'POST /api/auth/toggle-user-status': { 200: z.object({ success: z.literal(true), message: z.string(), user: orgUserSchema }) },
  'GET /api/v1/users/users/admins': { 200: adminListAnswerSchema },
  'GET /api/v1/users/organization/users': {
    200: dataAnswerSchema(
      z.object({ admin: z.array(orgUserSchema), supervisor: z.array(orgUserSchema), employee: z.array(orgUserSchema) }),
    ),
  },
  'GET /api/v1/users/users': { 200: userListAnswerSchema },
  'GET /api/v1/users/users/supervisors': { 200: supervisorListAnswerSchema },
  'GET /api/dev/outbox': { 200: dataAnswerSchema(z.object({ messages: z.array(outboxMessageSchema) })) },
  'GET /api/dev/outbox/:id': { 200: dataAnswerSchema(outboxMessageSchema) },
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
