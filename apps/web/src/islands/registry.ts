import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<never>>;

/**
 * Every island of the public pages, by the name the server writes on its element: the browser
 * loads an island's code by this name, and only when that island wakes.
 */
export const islandLoaders = {
  'header-menu': () =>
    import('../app/layouts/header-drawer-toggle').then((m) => m.HeaderDrawerToggle),
  'care-mode': () =>
    import('../features/account/components/care-mode-toggle').then((m) => m.CareModeToggle),
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
  'org-controls': () =>
    import('../features/organization/components/org-list-controls').then((m) => m.OrgListControls),
  'org-results': () =>
    import('../features/organization/components/org-list-results').then((m) => m.OrgListResults),
  'org-join': () =>
    import('../features/organization/components/join-button').then((m) => m.JoinButton),
  'org-missions': () =>
    import('../features/organization/components/org-missions').then((m) => m.OrgMissions),
  'article-controls': () =>
    import('../features/article/components/article-list-controls').then(
      (m) => m.ArticleListControls,
    ),
  'article-results': () =>
    import('../features/article/components/article-list-results').then((m) => m.ArticleListResults),
  'publicity-list': () =>
    import('../features/publicity/components/publicity-list-card').then((m) => m.PublicityListCard),
  'publicity-records': () =>
    import('../features/publicity/components/publicity-records-card').then(
      (m) => m.PublicityRecordsCard,
    ),
  'help-questions': () =>
    import('../features/help/components/help-questions').then((m) => m.HelpQuestions),
  'get-started-steps': () => import('../features/get-started/steps').then((m) => m.GetStartedSteps),
  'zs-verify': () => import('../features/certificate/components/zs-verify').then((m) => m.ZsVerify),
  'mission-favourite': () =>
    import('../features/mission/components/favourite-button').then((m) => m.FavouriteButton),
  'mission-shifts': () =>
    import('../features/mission/components/mission-shifts').then((m) => m.MissionShifts),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islandLoaders;

export const isIslandName = (name: string): name is IslandName => name in islandLoaders;
