/**
 * The public pages a visitor gets as HTML with islands (issue 48). Every other page, and every
 * page of a signed-in person, is the application hydrated whole.
 */
export const islandRouteNames: ReadonlySet<string> = new Set([
  'Home',
  'mission',
  'missionDetail',
  'organization',
  'organizationDetails',
  'article',
  'articleDetail',
  'publicity',
  'publicityDetail',
  'help',
  'getStarted-step1',
  'getStarted-step2',
  'getStarted-step3',
  'getStarted-step4',
  'zs',
]);
