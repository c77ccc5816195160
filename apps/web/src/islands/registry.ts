import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<never>>;

/**
 * Every island of the public pages, by the name the server writes on its element: the browser
 * loads an island's code by this name, and only when that island wakes.
 */
export const islandLoaders = {
  'header-menu': () =>
    import('../app/layouts/header-drawer-toggle').then((m) => m.HeaderDrawerToggle),
  'home-hero-actions': () =>
    import('../features/home/components/hero-actions').then((m) => m.HeroActions),
  'home-ticker': () =>
    import('../features/home/components/announcement-board').then((m) => m.AnnouncementTicker),
  'home-notices': () =>
    import('../features/home/components/announcement-board').then((m) => m.AnnouncementBoard),
  'home-banners': () =>
    import('../features/home/components/banner-carousel').then((m) => m.BannerCarousel),
  'home-ranking': () =>
    import('../features/home/components/volunteer-ranking').then((m) => m.VolunteerRankingCard),
  'mission-filters': () =>
    import('../features/mission/components/mission-list-filters').then((m) => m.MissionListFilters),
  'mission-results': () =>
    import('../features/mission/components/mission-list-results').then((m) => m.MissionListResults),
  'mission-favourite': () =>
    import('../features/mission/components/favourite-button').then((m) => m.FavouriteButton),
  'mission-shifts': () =>
    import('../features/mission/components/mission-shifts').then((m) => m.MissionShifts),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islandLoaders;

export const isIslandName = (name: string): name is IslandName => name in islandLoaders;
