/** Every in-app link is built here, never by hand in a component. */
export const paths = {
  home: '/',
  mission: '/mission',
  missionSearch: (keyword: string) => `/mission/search?keyword=${encodeURIComponent(keyword)}`,
  missionDetail: (missionId: string) => `/mission/detail-${encodeURIComponent(missionId)}`,
  /** The mission list narrowed to one organisation-tree node and everything under it. */
  missionOfDistrict: (districtId: string, districtName: string) =>
    `/mission?districtId=${encodeURIComponent(districtId)}&districtName=${encodeURIComponent(districtName)}`,
  missionSearchTab: (keyword: string, tab: 'mission' | 'org' = 'mission') =>
    `/mission/search-tab?keyword=${encodeURIComponent(keyword)}${tab === 'org' ? '&tab=org' : ''}`,
  missionSearchOrgList: (keyword: string) =>
    `/mission/search-org-list?keyword=${encodeURIComponent(keyword)}`,
  missionSummary: '/mission/summary',
  organization: '/organization',
  publicity: '/publicity',
  publicityDetail: (missionId: string) => `/publicity/${encodeURIComponent(missionId)}`,
  attendanceScan: '/attendance/scan',
  serviceRecord: '/personalCenter/serviceRecord',
  card: '/card',
  donation: '/donation',
  help: '/help',
  article: '/article',
  getStarted: '/get-started/step-1',
  login: '/login',
  volunteerLogin: '/login/volunteer',
  organizationLogin: '/login/organization',
  loginFeedback: '/login/feedback',
  registered: '/registered',
  /** Password recovery for a forgotten password: 1 volunteer, 2 organisation. */
  recoverPassword: (type: 1 | 2) => `/change-password/${type}`,
  personalCenter: '/personalCenter',
  personalCenterChild: (child: string) => `/personalCenter/${child}`,
  personalInfo: '/personalCenter/personalInfo',
  subtract: '/personalCenter/subtract',
  changePassword: '/personalCenter/change_password',
  /** The organiser console, a separate application: reached by a full page load. */
  admin: '/admin/',
} as const;

/** Login pages take the page to return to; only same-site paths are honoured. */
export function loginPathWithReturn(loginPath: string, returnTo: string): string {
  return returnTo === paths.home
    ? loginPath
    : `${loginPath}?redirect=${encodeURIComponent(returnTo)}`;
}

export function safeReturnPath(raw: string | null): string {
  // '//host' and '/\host' would leave the site: an open redirect.
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return paths.home;
  return raw;
}
