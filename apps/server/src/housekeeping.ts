import type { App } from './app';
import { startCalendarJobs } from './features/calendar/jobs';
import { startFinaliseJob } from './features/service-record/jobs';
import { startLogoffJob } from './features/account/logoff.job';
import { deleteDeadSessions } from './kernel';
import { pruneCatalogChanges } from './features/mission';
import { pruneMfaTickets } from './features/staff-mfa';

const everyHourMs = 60 * 60 * 1000;

/**
 * Removes sessions, failure counters and second-factor sign-in tickets that can never matter
 * again, so those tables stay the size of the active user base, and the mission change log's
 * hour-old rows. Safe to run on every instance at once: all are plain deletes.
 */
export function startHousekeeping(app: App): () => void {
  const job = app.deps.metrics.job('housekeeping', everyHourMs);
  const run = async () => {
    try {
      await job.track(async () => {
        await deleteDeadSessions(app.deps.db);
        await app.deps.throttle.prune();
        await pruneCatalogChanges(app.deps.db);
        await pruneMfaTickets(app.deps.db);
      });
    } catch (err) {
      app.log.error({ err }, '清理过期会话失败');
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyHourMs);
  timer.unref();
  const stopCalendarJobs = startCalendarJobs(app.deps, app.services);
  const stopFinaliseJob = startFinaliseJob(app.deps);
  const stopLogoffJob = startLogoffJob(app.deps, app.services.logoff);
  return () => {
    stopLogoffJob();
    clearInterval(timer);
    stopCalendarJobs();
    stopFinaliseJob();
  };
}
