import { billingAnswers } from './answers-billing';
import { masterAnswers } from './answers-master';
import { peopleAnswers } from './answers-people';
import { workAnswers } from './answers-work';
import type { AnswerTable } from './answer-table';

export * from './answer-table';

/** Every route of the server and its success answers ('GET /api/invoices/:id' → 200 → schema). */
export const apiAnswers: AnswerTable = { ...peopleAnswers, ...masterAnswers, ...billingAnswers, ...workAnswers };
