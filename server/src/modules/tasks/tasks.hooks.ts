import type { Db, Tx } from '../../db/database';

// What another capability adds to a Project without tasks depending on it: compliance depends on tasks
// (the calendar opens Projects), so its rules about a Project reach tasks as hooks it registers when its
// plugin is registered, never as tasks reading the compliance tables. One set per app: no module state.

/** The compliance facts of a Project a hook may need. */
export type ProjectFacts = { organizationId: number; complianceId: number | null; ackNumber: string | null };

/** Runs in the closing write's transaction, before anything is written; throws to refuse the close. */
export type CloseGuard = (tx: Tx, project: ProjectFacts) => Promise<void>;

/** Whether a compliance Project's filing must be recorded before it closes; null on other Projects. */
export type AckRequiredReader = (db: Db, project: Omit<ProjectFacts, 'ackNumber'>) => Promise<boolean | null>;

export type TaskHooks = {
  onBeforeClose(guard: CloseGuard): void;
  readAckRequiredWith(reader: AckRequiredReader): void;
  beforeClose(tx: Tx, project: ProjectFacts): Promise<void>;
  ackRequired(db: Db, project: Omit<ProjectFacts, 'ackNumber'>): Promise<boolean | null>;
};

/** The app's hooks, empty until the modules that extend a Project register theirs (tasks' plugin decorates the app with them). */
export function createTaskHooks(): TaskHooks {
  const guards: CloseGuard[] = [];
  let reader: AckRequiredReader | null = null;
  return {
    onBeforeClose: (guard) => void guards.push(guard),
    readAckRequiredWith: (next) => {
      if (reader) throw new Error('A Project has one reader of its filing requirement');
      reader = next;
    },
    beforeClose: async (tx, project) => {
      for (const guard of guards) await guard(tx, project);
    },
    ackRequired: async (db, project) => (reader ? reader(db, project) : null),
  };
}
