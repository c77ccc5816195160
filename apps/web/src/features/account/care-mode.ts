import { displayModeClass, UserType, type CurrentUser } from '@zyz/domain';
import { rememberCareToggleFocus } from '../../lib/care-toggle-focus';
import { writeCareModeCookie } from '../../lib/display-mode';
import { useUserStore } from '../../stores/user-store';
import { saveCareMode } from './api/care-mode';

// 关怀模式 follows the device (a cookie the server draws every page from) and, once signed in, the
// volunteer's account (issue 54). The page is drawn again to switch, by the server: its text,
// most of it HTML that never hydrates, is sized by the server's render.

const isCareOnDevice = () => document.documentElement.classList.contains(displayModeClass.care);

/** Switches this device (and the signed-in volunteer's account) and draws the page again. */
export async function switchCareMode(isOn: boolean): Promise<void> {
  const { token, type } = useUserStore.getState();
  // A failed save still switches this device; the account catches up at the next switch.
  if (token && type === UserType.Volunteer) await saveCareMode(isOn).catch(() => undefined);
  writeCareModeCookie(isOn);
  rememberCareToggleFocus();
  window.location.reload();
}

/**
 * After signing in: the account's choice wins over the device's; an account that never chose
 * takes the device's. True when this device had to change (the page must be drawn again).
 */
export function adoptAccountCareMode(user: CurrentUser): boolean {
  const onDevice = isCareOnDevice();
  const chosen = user.careMode ?? null;
  if (chosen === null) {
    if (onDevice) void saveCareMode(true).catch(() => undefined);
    return false;
  }
  if (chosen === onDevice) return false;
  writeCareModeCookie(chosen);
  return true;
}
