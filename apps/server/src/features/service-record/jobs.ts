import type { App } from '../../app';
import { finaliseDueRecords } from './finalise.job';

/**
 * Makes due publicity records final every `finaliseEverySeconds` (two minutes by default);
 * one run at a time in this process.
 */
export function startFinaliseJob(app: App, clock: () => Date = () => new Date()): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const n = await finaliseDueRecords(app.deps.db, clock());
      if (n > 0) app.log.info({ finalised: n }, '公示期满的服务时长已计入');
    } catch (err) {
      app.log.error({ err }, '服务时长公示期满计入失败');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), app.deps.config.finaliseEverySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
