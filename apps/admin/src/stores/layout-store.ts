import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface LayoutState {
  isSiderCollapsed: boolean;
  setSiderCollapsed: (collapsed: boolean) => void;
}

/** Organisers who fold the menu for wide tables expect it to stay folded after a reload. */
export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      isSiderCollapsed: false,
      setSiderCollapsed: (collapsed) => set({ isSiderCollapsed: collapsed }),
    }),
    { name: 'zyz-admin-layout' },
  ),
);
