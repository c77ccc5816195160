import { useCallback } from 'react';

/**
 * A ref for the element around an antd Table whose columns scroll sideways: its scroll box
 * takes the keyboard focus (Tab, then the arrow keys scroll it) and is named for a screen
 * reader (WCAG 2.1.1). antd gives the box no such props; a table whose rows hold buttons or
 * links needs none, the keyboard reaches it through them.
 */
export function useKeyboardScroll(name: string) {
  return useCallback(
    (wrapper: HTMLElement | null) => {
      const box = wrapper?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      if (!box) return;
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', name);
    },
    [name],
  );
}
