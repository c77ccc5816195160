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
  cardDownload: '/card/download',
  /** The public check a volunteer card's QR code opens. */
  cardCheck: (code: string) => `/card?check=${encodeURIComponent(code)}`,
  /** The public verification a donation certificate's QR code opens. */
  donationVerify: (code: string) => `/donation?code=${encodeURIComponent(code)}`,
  donation: '/donation',
  help: '/help',
  article: '/article',
  articleDetail: (id: string) => `/article/article-${encodeURIComponent(id)}`,
  articleSummary: (id: string) => `/article/summary-${encodeURIComponent(id)}`,
  /** A news article or an activity summary, by its kind. */
  articleOf: (kind: 'article' | 'summary', id: string) =>
    `/article/${kind}-${encodeURIComponent(id)}`,
  articleSearch: (keyword: string) => `/article?keyword=${encodeURIComponent(keyword)}`,
  organizationDetails: (districtId: string) =>
    `/organization/details?id=${encodeURIComponent(districtId)}`,
  organizationSearch: (keyword: string) => `/organization?keyword=${encodeURIComponent(keyword)}`,
  getStartedStep: (step: number) => `/get-started/step-${step}`,
  versionUpdating: '/version-updating',
  getStarted: '/get-started/step-1',
  login: '/login',
  volunteerLogin: '/login/volunteer',
  organizationLogin: '/login/organization',
  loginFeedback: '/login/feedback',
  registered: '/registered',
  registeredVolunteers: '/registered/volunteers',
  registeredFeedback: '/registered/feedback',
  registeredAgreement: (slug: string) => `/registered/agreement/${slug}`,
  registeredStatus: '/registered/zyzRegisteredStatus',
  perfectInformation: '/registered/perfectInformation',
  applyCard: '/registered/applyCard',
  volunteerCardNeedToKnow: '/personalCenter/volunteerCard/needToKnow',
  registeredOrganization: '/registered/organization',
  orgRegRequirements: '/registered/agreement/orgRegRequirements',
  orgSuccess: '/registered/orgSuccess',
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
