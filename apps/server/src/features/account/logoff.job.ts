import type { Deps } from '../../deps';
import type { LogoffService } from './logoff.service';

const everyMs = 60 * 60 * 1000;

/** Anonymises accounts whose logoff cooling-off period has ended, hourly, one run at a time. */
export function startLogoffJob(deps: Deps, service: LogoffService): () => void {
  const job = deps.metrics.job('logoff', everyMs);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const n = await job.track(() => service.anonymiseDue());
      if (n > 0) deps.log.info({ anonymised: n }, '注销冷静期已满的账号已匿名化');
    } catch (err) {
      deps.log.error({ err }, '注销账号匿名化失败');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
