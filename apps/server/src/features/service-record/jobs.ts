import type { Deps } from '../../deps';
import { finaliseDueRecords } from './finalise.job';
import { clock } from '../../kernel';

/**
 * Makes due publicity records final every `finaliseEverySeconds` (two minutes by default);
 * one run at a time in this process.
 */
export function startFinaliseJob(deps: Deps): () => void {
  const everyMs = deps.config.finaliseEverySeconds * 1000;
  const job = deps.metrics.job('finalise', everyMs);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const n = await job.track(() => finaliseDueRecords(deps.db, clock.now()));
      if (n > 0) deps.log.info({ finalised: n }, '公示期满的服务时长已计入');
    } catch (err) {
      deps.log.error({ err }, '服务时长公示期满计入失败');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
