import type { App } from 'antd';

/** message, modal and notification of antd's App, themed and localised. */
export type AppFeedback = ReturnType<typeof App.useApp>;

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
 * What useFeedback() answers in the portal: each call goes to the App instance, or waits for
 * it when made before it has loaded (callers here ignore what such an early call returns).
 * It stays this one object for good: swapping in the instance once it loaded left the
 * router's next navigation uncommitted.
 */
function forward<K extends keyof AppFeedback>(part: K): AppFeedback[K] {
  return new Proxy({} as AppFeedback[K], {
    get:
      (_, method: string) =>
      (...args: unknown[]) => {
        const call = (instance: AppFeedback) =>
          (instance[part][method as keyof AppFeedback[K]] as (...a: unknown[]) => unknown)(...args);
        if (app) return call(app);
        waiting.push(call);
        return undefined;
      },
  });
}

export const appFeedback: AppFeedback = {
  message: forward('message'),
  modal: forward('modal'),
  notification: forward('notification'),
};

/**
 * The portal's App.useApp(): the same message, modal and notification, usable before the
 * App (and its 20 kB) has loaded, without reaching into antd's private context.
 */
export function useFeedback(): AppFeedback {
  return appFeedback;
}

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
