import type { useAppProps as AppFeedback } from 'antd/es/app/context';

export type { AppFeedback };

/**
 * Toasts and dialogs raised from outside React (the API client, the navigation guard) go
 * through the antd App instance so they carry the theme and locale. That instance (message,
 * modal, notification: about 20 kB) loads just after the first paint (app/feedback-host.tsx);
 * anything raised before then waits for it, in order.
 */
let app: AppFeedback | null = null;
let waiting: Array<(instance: AppFeedback) => void> = [];

export function bindFeedback(instance: AppFeedback): void {
  app = instance;
  const queued = waiting;
  waiting = [];
  for (const raise of queued) raise(instance);
}

function withApp(raise: (instance: AppFeedback) => void): void {
  if (app) raise(app);
  else waiting.push(raise);
}

/**
 * Stands in for App.useApp() until the instance has loaded: every call is passed on once
 * it is there. Callers here ignore what message/modal calls return, so nothing is lost.
 */
function deferred<K extends keyof AppFeedback>(part: K): AppFeedback[K] {
  return new Proxy({} as AppFeedback[K], {
    get:
      (_, method: string) =>
      (...args: unknown[]) =>
        withApp((instance) => {
          const call = instance[part][method as keyof AppFeedback[K]];
          (call as (...a: unknown[]) => unknown)(...args);
        }),
  });
}

export const deferredFeedback: AppFeedback = {
  message: deferred('message'),
  modal: deferred('modal'),
  notification: deferred('notification'),
};

/** Spec §9: only one warning or loading toast at a time, so both share one key. */
export const SINGLE_TOAST_KEY = 'zyz-single-toast';
const toastSeconds = 3;
const loadingSeconds = 50;

export function showWarning(content: string): void {
  withApp(
    (a) => void a.message.warning({ key: SINGLE_TOAST_KEY, content, duration: toastSeconds }),
  );
}

export function showLoading(content = '请稍候...'): void {
  withApp(
    (a) => void a.message.loading({ key: SINGLE_TOAST_KEY, content, duration: loadingSeconds }),
  );
}

export function hideLoading(): void {
  withApp((a) => a.message.destroy(SINGLE_TOAST_KEY));
}

export function showError(content: string): void {
  withApp((a) => void a.message.error({ content, duration: toastSeconds }));
}

export function showSuccess(content: string): void {
  withApp((a) => void a.message.success({ content, duration: toastSeconds }));
}

/** A corner notice that stays a few seconds (e.g. after a password change signs the person out). */
export function notifySuccess(title: string): void {
  withApp((a) => a.notification.success({ title, placement: 'topRight' }));
}

/** A blocking alert; resolves when the person presses the button. */
export function alertWarning(title: string, content: string): Promise<void> {
  return new Promise((resolve) => {
    withApp((a) => a.modal.warning({ title, content, okText: '确定', onOk: () => resolve() }));
  });
}
