// The 关怀模式 switch draws the page again (features/account/care-mode.ts); the keyboard comes
// back to the switch on the new page rather than to its top. No imports: boot.ts carries it.

const focusKey = 'zyz-care-focus';

/** Before the page is drawn again by the switch. */
export function rememberCareToggleFocus(): void {
  sessionStorage.setItem(focusKey, '1');
}

/** Puts the keyboard on the switch if the last page was left by it; true when it did. */
export function restoreCareToggleFocus(): boolean {
  if (sessionStorage.getItem(focusKey) === null) return false;
  const toggle = document.querySelector<HTMLElement>('[data-care-toggle]');
  if (!toggle) return false;
  sessionStorage.removeItem(focusKey);
  toggle.focus();
  return true;
}
