import { Counter, Gauge, type Registry } from 'prom-client';

interface JobState {
  everyMs: number;
  /** When the last successful run started; before the first, when the job was started. */
  onScheduleSince: number;
}

/**
 * Runs, failures and lag of the background jobs (housekeeping, reminders, mail, finalise,
 * logoff). Times here are the machine's (Date.now()), not the platform clock's: they measure
 * how late this process is, which a TEST_NOW must not shift.
 */
export function createJobMetrics(registers: Registry[]) {
  const jobs = new Map<string, JobState>();
  const runs = new Counter({
    name: 'job_runs_total',
    help: 'Runs of each background job, failed ones included',
    labelNames: ['job'] as const,
    registers,
  });
  const failures = new Counter({
    name: 'job_failures_total',
    help: 'Runs of each background job that ended in an error',
    labelNames: ['job'] as const,
    registers,
  });
  // A job skips its tick while the previous run is still going, and a failed run leaves its
  // work for later: either way the work falls behind, which the last success's age shows.
  new Gauge({
    name: 'job_lag_seconds',
    help: 'How far each background job is behind its schedule: time since its last successful run started, less its interval (0 when on time)',
    labelNames: ['job'] as const,
    registers,
    collect() {
      const now = Date.now();
      for (const [job, state] of jobs)
        this.set({ job }, Math.max(0, now - state.onScheduleSince - state.everyMs) / 1000);
    },
  });

  /** The job `name`, run every `everyMs`: `track` each run so that it is counted. */
  return (name: string, everyMs: number) => {
    const state: JobState = { everyMs, onScheduleSince: Date.now() };
    jobs.set(name, state);
    runs.inc({ job: name }, 0);
    failures.inc({ job: name }, 0);
    return {
      async track<T>(task: () => Promise<T>): Promise<T> {
        const startedAt = Date.now();
        runs.inc({ job: name });
        try {
          const result = await task();
          state.onScheduleSince = startedAt;
          return result;
        } catch (err) {
          failures.inc({ job: name });
          throw err;
        }
      },
    };
  };
}
