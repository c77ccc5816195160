/**
 * The public pages a visitor gets as HTML with islands (issue 48). Every other page, and every
 * page of a signed-in person, is the application hydrated whole.
 */
export const islandRouteNames: ReadonlySet<string> = new Set(['Home', 'mission', 'missionDetail']);
