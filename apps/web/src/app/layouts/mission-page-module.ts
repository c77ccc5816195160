import type { ComponentType } from 'react';

let MissionPage: ComponentType | null = null;

/**
 * The kept-alive /mission page (layouts/keep-alive.tsx) is drawn by the layout, not the route;
 * its route only loads the code, before the navigation commits. The layout then has the page
 * at hand and needs no Suspense boundary, which the server would stream with an inline script
 * that the CSP refuses.
 */
export async function loadMissionPage(): Promise<ComponentType> {
  MissionPage ??= (await import('../../pages/mission')).default;
  return MissionPage;
}

export function loadedMissionPage(): ComponentType | null {
  return MissionPage;
}
