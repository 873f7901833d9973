// A job every server process runs on a timer (the overdue and document reminders, the compliance
// calendar): a run at start and every `intervalMs`, never two at once in a process, a failed run
// reported and tried again at the next tick, and a stop that waits for the run in flight.

export type IntervalJobOptions = {
  intervalMs: number;
  /** How long `stop` waits for the run in flight; without it, until the run ends. */
  stopWaitMs?: number;
  /** A failed run's error (the job logs it; the next tick runs again). */
  onError: (error: unknown) => void;
};

export function intervalJob(run: () => Promise<unknown>, options: IntervalJobOptions): { start: () => void; stop: () => Promise<void> } {
  const { intervalMs, stopWaitMs, onError } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  function tick() {
    if (running) return;
    running = run()
      .catch(onError)
      .finally(() => (running = null));
  }

  return {
    start: () => {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      if (!running) return;
      if (stopWaitMs === undefined) {
        await running;
        return;
      }
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (waited = setTimeout(resolve, stopWaitMs)))]);
      clearTimeout(waited);
    },
  };
}
