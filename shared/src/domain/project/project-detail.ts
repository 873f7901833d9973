import { z } from 'zod';
import { messageAnswerSchema, recordAnswerSchema } from '../list';
import { taskListRowSchema } from './project-list';

// One Project as GET /api/tasks/{id} returns it: the list's row with its comments and activity log.

export const taskCommentAnswerSchema = z.object({
  comment_id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  comment_text: z.string(),
  created_at: z.string(),
  attached_files: z.array(
    z.object({
      file_name: z.string(),
      /** The download reference: GET /api/tasks/{task_id}/files/{file_path}. */
      file_path: z.string(),
      file_id: z.number(),
      size: z.number(),
      content_type: z.string(),
    }),
  ),
});
export type TaskComment = z.infer<typeof taskCommentAnswerSchema>;

export const TASK_EVENTS = [
  'created',
  'field',
  'status',
  'assignment',
  'clarification',
  'comment',
  'attachment',
  'invoice',
  'document',
] as const;
export const taskLogEntrySchema = z.object({
  log_id: z.number(),
  event_type: z.enum(TASK_EVENTS),
  field: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  description: z.string(),
  /** Null when a client's contact acted (a document upload); `user_name` is then the contact's name. */
  user_id: z.number().nullable(),
  user_name: z.string(),
  timestamp: z.string(),
});
export type TaskLogEntry = z.infer<typeof taskLogEntrySchema>;

export const taskDetailSchema = taskListRowSchema.extend({
  sac_code_id: z.number(),
  service_category_id: z.number(),
  /** GST rates of the service category in basis points (900 = 9 %). */
  cgst_bp: z.number(),
  sgst_bp: z.number(),
  igst_bp: z.number(),
  created_by: z.number(),
  updated_at: z.string(),
  /** Closing this compliance Project needs its acknowledgement and filing date (null: not a compliance Project). */
  ack_required: z.boolean().nullable().optional(),
  comments: z.array(taskCommentAnswerSchema),
  running_log: z.array(taskLogEntrySchema),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** The answer of GET /api/tasks/{id}, of the create and of the edit. */
export const taskDetailAnswerSchema = recordAnswerSchema(taskDetailSchema);
/** The answer of POST /api/tasks/{id}/comments: the comment as the detail lists it. */
export const taskCommentAddedAnswerSchema = messageAnswerSchema(taskCommentAnswerSchema);
