import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { intervalJob } from '../../platform/interval-job';
import { generateProjects, type GeneratedReport } from './compliance.generator';

// The compliance calendar's schedule: a pass over every firm at start and every `intervalMs`
// (an hour). Every process may run it: the Projects' unique key makes each period's Project once
// (exactly once: the insert that wins logs and mails it, in its own transaction).

export type ComplianceJob = {
  start: () => void;
  /** Stops the timer and waits for the pass in flight (at most `stopWaitMs`). */
  stop: () => Promise<void>;
  /** One pass, for every firm or one firm (the admin's "Generate now"). */
  runOnce: (organizationId?: number) => Promise<GeneratedReport>;
};

export type ComplianceJobOptions = {
  db: Db;
  clock: Clock;
  log: { error: (obj: object, msg: string) => void };
  /** Wakes the mail worker after a pass queued mail. */
  queued: () => void;
  intervalMs?: number;
  stopWaitMs?: number;
};

export function createComplianceJob(options: ComplianceJobOptions): ComplianceJob {
  const { db, clock, log, queued } = options;
  const intervalMs = options.intervalMs ?? 3_600_000;
  const stopWaitMs = options.stopWaitMs ?? 10_000;

  async function runOnce(organizationId?: number): Promise<GeneratedReport> {
    const report = await generateProjects(db, clock.now(), organizationId);
    if (report.opened > 0) queued();
    return report;
  }

  const onError = (error: unknown) =>
    log.error({ error: error instanceof Error ? error.message : String(error) }, 'compliance calendar paused');
  return { ...intervalJob(() => runOnce(), { intervalMs, stopWaitMs, onError }), runOnce };
}
