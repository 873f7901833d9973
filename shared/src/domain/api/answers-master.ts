import { z } from 'zod';
import { einvoiceSettingsAnswerSchema } from '../einvoice';
import { enquiryAnswerSchema, enquiryListAnswerSchema } from '../enquiry';
import { gstSettingsSchema } from '../gst';
import {
  clientDetailSchema,
  clientListAnswerSchema,
  messageAnswerSchema,
  recordAnswerSchema,
  sacCodeListAnswerSchema,
  sacCodeSchema,
  serviceCategoryListAnswerSchema,
  serviceCategorySchema,
} from '../list';
import { officeAnswerSchema, officeListAnswerSchema } from '../offices';
import type { AnswerTable } from './answer-table';

// Clients, master data, offices, the firm's settings and enquiries. Shapes declared inside their routes
// on the server are repeated here; the server's test proves they are equal.

const clientAnswer = recordAnswerSchema(clientDetailSchema);
const serviceCategoryAnswer = recordAnswerSchema(serviceCategorySchema);
const sacCodeAnswer = recordAnswerSchema(sacCodeSchema);
const officeAssignedAnswer = messageAnswerSchema(z.object({ office_id: z.number().nullable() }));

export const masterAnswers = {
  'GET /api/clients': { 200: clientListAnswerSchema },
  'GET /api/clients/:id': { 200: clientAnswer },
  'POST /api/clients': { 201: clientAnswer },
  'PUT /api/clients/:id': { 200: clientAnswer },
  'GET /api/master/service-categories': { 200: serviceCategoryListAnswerSchema },
  'GET /api/master/service-categories/:id': { 200: serviceCategoryAnswer },
  'POST /api/master/service-categories': { 201: serviceCategoryAnswer },
  'PUT /api/master/service-categories/:id': { 200: serviceCategoryAnswer },
  'GET /api/master/sac-codes': { 200: sacCodeListAnswerSchema },
  'GET /api/master/sac-codes/:id': { 200: sacCodeAnswer },
  'POST /api/master/sac-codes': { 201: sacCodeAnswer },
  'PUT /api/master/sac-codes/:id': { 200: sacCodeAnswer },
  'GET /api/settings/gst': { 200: recordAnswerSchema(gstSettingsSchema) },
  'PUT /api/settings/gst': { 200: recordAnswerSchema(gstSettingsSchema) },
  'GET /api/settings/einvoice': { 200: recordAnswerSchema(einvoiceSettingsAnswerSchema) },
  'PUT /api/settings/einvoice': { 200: recordAnswerSchema(einvoiceSettingsAnswerSchema) },
  'GET /api/master/offices': { 200: officeListAnswerSchema },
  'POST /api/master/offices': { 201: officeAnswerSchema },
  'PUT /api/master/offices/:id': { 200: officeAnswerSchema },
  'PUT /api/clients/:id/billing-office': { 200: officeAssignedAnswer },
  'PUT /api/tasks/:id/billing-office': { 200: officeAssignedAnswer },
  'POST /api/enquiries': { 201: z.object({ success: z.literal(true), message: z.string() }) },
  'GET /api/enquiries': { 200: enquiryListAnswerSchema },
  'GET /api/enquiries/:id': { 200: enquiryAnswerSchema },
  'PUT /api/enquiries/:id/status': { 200: enquiryAnswerSchema },
} satisfies AnswerTable;
