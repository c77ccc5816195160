import { message as staticMessage } from 'antd';

// antd's public API has no name for it; this is the type its own hook hands out.
type MessageInstance = ReturnType<typeof staticMessage.useMessage>[0];

// The api client and stores live outside React, yet their toasts must carry the theme
// and locale; the bridge component inside antd <App> hands over its context-bound API.
let boundMessage: MessageInstance | null = null;

export function bindMessage(instance: MessageInstance): void {
  boundMessage = instance;
}

export function appMessage(): MessageInstance {
  return boundMessage ?? staticMessage;
}

/** Spec §9: one warning at a time, shown for 3 s; a newer one replaces it. */
export function showWarning(content: string): void {
  void appMessage().warning({ content, key: 'api-warning', duration: 3 });
}
