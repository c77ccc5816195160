import {
  App,
  message as staticMessage,
  Modal as StaticModal,
  notification as staticNotification,
} from 'antd';

type AppFeedback = ReturnType<typeof App.useApp>;

/**
 * Toasts and dialogs raised from outside React (the API client, the navigation guard)
 * go through the antd App instance so they carry the theme and locale. Until the App
 * mounts, antd's static methods stand in.
 */
let app: AppFeedback | null = null;

export function bindFeedback(instance: AppFeedback): void {
  app = instance;
}

const messageApi = () => app?.message ?? staticMessage;
const modalApi = () => app?.modal ?? StaticModal;
export const notificationApi = () => app?.notification ?? staticNotification;

/** Spec §9: only one warning or loading toast at a time, so both share one key. */
export const SINGLE_TOAST_KEY = 'zyz-single-toast';
const toastSeconds = 3;
const loadingSeconds = 50;

export function showWarning(content: string): void {
  void messageApi().warning({ key: SINGLE_TOAST_KEY, content, duration: toastSeconds });
}

export function showLoading(content = '请稍候...'): void {
  void messageApi().loading({ key: SINGLE_TOAST_KEY, content, duration: loadingSeconds });
}

export function hideLoading(): void {
  messageApi().destroy(SINGLE_TOAST_KEY);
}

export function showError(content: string): void {
  void messageApi().error({ content, duration: toastSeconds });
}

export function showSuccess(content: string): void {
  void messageApi().success({ content, duration: toastSeconds });
}

/** A blocking alert; resolves when the person presses the button. */
export function alertWarning(title: string, content: string): Promise<void> {
  return new Promise((resolve) => {
    modalApi().warning({ title, content, okText: '确定', onOk: () => resolve() });
  });
}
