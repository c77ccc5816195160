/** Console routes, relative to the router's basename '/admin'. */
export const paths = {
  login: '/login',
  dashboard: '/dashboard',
  myInfo: '/personalCenter/myInfo',
  changePassword: '/personalCenter/change_password',
} as const;

/** Portal pages live outside the console's basename, so they are plain hrefs. */
export const portalPaths = {
  home: '/',
  orgPasswordRecovery: '/change-password/2',
} as const;

/** The console's mount point; `router.basename` and vite's `base` agree on it. */
export const consoleBase = '/admin';
