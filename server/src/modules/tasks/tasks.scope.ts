import type { TaskListQuery } from '@firm/shared/domain/project';

// Whose tasks a list or a count covers, and the filter it applies: shared by tasks.repo.ts and
// tasks.counts.ts, which would otherwise import each other.

/** Which Projects a caller sees: the whole firm's, or without closed ones, or only those assigned to it. */
export type TaskScope = { organizationId: number; hideClosed: boolean; assigneeId?: number };

export type TaskListFilter = TaskListQuery & { today: string; callerId: number };
