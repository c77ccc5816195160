import { call, newestMissionId, tokenOf } from './api';
import { demo } from './accounts';

// Where the accessibility sweep opens each page pattern of the two routers (support/routes.ts),
// and as whom. A pattern added to a router without an entry here fails the sweep by name.

export type PortalViewer = 'visitor' | 'volunteer';
/** The console's sign-in page is seen signed out. */
export type ConsoleViewer = 'visitor' | 'organiser' | 'federation';

export interface Address<Viewer> {
  viewer: Viewer;
  /** The address below the app's base; a function when it needs an object that exists. */
  url: string | (() => Promise<string>);
}

const once = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};

const list = async <T>(path: string, token: string | null = null): Promise<T[]> => {
  const answer = await call(path, token);
  if (answer.code !== '1') throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return (answer.data as { list: T[] }).list;
};

const firstArticle = async (kind: 'article' | 'summary') => {
  const items = await list<{ id: string; kind: string }>(
    '/home/site/article/list?pageIndex=1&pageSize=50',
  );
  const item = items.find((a) => a.kind === kind);
  if (!item) throw new Error(`the demo data has no ${kind} to open`);
  return `/article/${kind}-${item.id}`;
};

const visitor = (url: Address<PortalViewer>['url']): Address<PortalViewer> => ({
  viewer: 'visitor',
  url,
});
const volunteer = (url: string): Address<PortalViewer> => ({ viewer: 'volunteer', url });

/** The portal's pages; the personal center and sign-in-only pages as the demo volunteer. */
export const portalAddresses: Record<string, Address<PortalViewer>> = {
  '/': visitor('/'),
  '/*': visitor('/no-such-page'),
  '/article': visitor('/article'),
  '/article/:slug': visitor(() => firstArticle('article')),
  '/attendance/scan': volunteer('/attendance/scan'),
  '/card': visitor('/card'),
  '/card/download': visitor('/card/download'),
  '/change-password/1': visitor('/change-password/1'),
  '/change-password/2': visitor('/change-password/2'),
  '/donation': visitor('/donation'),
  '/get-started/step-1': visitor('/get-started/step-1'),
  '/get-started/step-2': visitor('/get-started/step-2'),
  '/get-started/step-3': visitor('/get-started/step-3'),
  '/get-started/step-4': visitor('/get-started/step-4'),
  '/help': visitor('/help'),
  '/login': visitor('/login'),
  '/login/feedback': visitor('/login/feedback'),
  '/login/organization': visitor('/login/organization'),
  '/login/volunteer': visitor('/login/volunteer'),
  '/mission': visitor('/mission'),
  '/mission/:slug': visitor(async () => `/mission/detail-${await newestMissionId()}`),
  '/mission/search': visitor('/mission/search?keyword=%E5%85%B3%E7%88%B1'),
  '/mission/search-org-list': visitor('/mission/search-org-list?keyword=%E5%B9%BF%E5%B7%9E'),
  '/mission/search-tab': visitor('/mission/search-tab?keyword=%E5%85%B3%E7%88%B1'),
  '/mission/summary': visitor('/mission/summary'),
  '/organization': visitor('/organization'),
  '/organization/details': visitor(async () => {
    const [org] = await list<{ districtId: string }>('/home/org/list?pageIndex=1&pageSize=1');
    return `/organization/details?id=${org!.districtId}`;
  }),
  '/personalCenter': volunteer('/personalCenter'),
  '/personalCenter/certificate': volunteer('/personalCenter/certificate'),
  '/personalCenter/change_password': volunteer('/personalCenter/change_password'),
  '/personalCenter/evaluation': volunteer('/personalCenter/evaluation'),
  '/personalCenter/myCollection': volunteer('/personalCenter/myCollection'),
  '/personalCenter/myMessage': volunteer('/personalCenter/myMessage'),
  '/personalCenter/myMission': volunteer('/personalCenter/myMission'),
  '/personalCenter/personalInfo': volunteer('/personalCenter/personalInfo'),
  '/personalCenter/receiveComments': volunteer('/personalCenter/receiveComments'),
  '/personalCenter/serviceRecord': volunteer('/personalCenter/serviceRecord'),
  '/personalCenter/subtract': volunteer('/personalCenter/subtract'),
  '/personalCenter/timeCate': volunteer('/personalCenter/timeCate'),
  '/personalCenter/volunteerCard': volunteer('/personalCenter/volunteerCard'),
  '/personalCenter/volunteerCard/CreditCard': volunteer('/personalCenter/volunteerCard/CreditCard'),
  '/personalCenter/volunteerCard/IndividualInfo': volunteer(
    '/personalCenter/volunteerCard/IndividualInfo',
  ),
  '/personalCenter/volunteerCard/chooseCard': volunteer('/personalCenter/volunteerCard/chooseCard'),
  '/personalCenter/volunteerCard/debitCard': volunteer('/personalCenter/volunteerCard/debitCard'),
  '/personalCenter/volunteerCard/detail': volunteer('/personalCenter/volunteerCard/detail'),
  '/personalCenter/volunteerCard/needToKnow': volunteer('/personalCenter/volunteerCard/needToKnow'),
  '/personalCenter/volunteerCard/success': volunteer('/personalCenter/volunteerCard/success'),
  '/publicity': visitor('/publicity'),
  '/publicity/:id': visitor(async () => {
    const [mission] = await list<{ missionId: string }>(
      '/home/publicity/list?pageIndex=1&pageSize=1',
    );
    if (!mission) throw new Error('the demo data has no mission in publicity');
    return `/publicity/${mission.missionId}`;
  }),
  '/registered': visitor('/registered'),
  '/registered/agreement/cardRequirements': visitor('/registered/agreement/cardRequirements'),
  '/registered/agreement/orgRegRequirements': visitor('/registered/agreement/orgRegRequirements'),
  '/registered/agreement/personalRegRequirements': visitor(
    '/registered/agreement/personalRegRequirements',
  ),
  '/registered/agreement/voluntaryAgreement': visitor('/registered/agreement/voluntaryAgreement'),
  '/registered/applyCard': visitor('/registered/applyCard'),
  '/registered/feedback': visitor('/registered/feedback'),
  '/registered/orgSuccess': visitor('/registered/orgSuccess'),
  '/registered/organization': visitor('/registered/organization'),
  '/registered/perfectInformation': visitor('/registered/perfectInformation'),
  '/registered/volunteers': visitor('/registered/volunteers'),
  '/registered/zyzRegisteredStatus': visitor('/registered/zyzRegisteredStatus'),
  '/version-updating': visitor('/version-updating'),
  '/volunteerCard/CreditCard': visitor('/volunteerCard/CreditCard'),
  '/volunteerCard/IndividualInfo': visitor('/volunteerCard/IndividualInfo'),
  '/volunteerCard/chooseCard': visitor('/volunteerCard/chooseCard'),
  '/volunteerCard/debitCard': visitor('/volunteerCard/debitCard'),
  '/volunteerCard/needToKnow': visitor('/volunteerCard/needToKnow'),
  '/volunteerCard/success': visitor('/volunteerCard/success'),
  '/zs': visitor('/zs'),
};

const organiserToken = once(() => tokenOf('org', demo.organizer));
const federationToken = once(() => tokenOf('org', demo.federationAdmin));

/** The organiser's mission with the most applicants and one of its shifts. */
const busyMission = once(async () => {
  const token = await organiserToken();
  const missions = await list<{ missionId: string; appliedCount: number; shiftCount: number }>(
    '/manage/pc/mission/findMissionList?pageIndex=1&pageSize=50',
    token,
  );
  const mission = missions
    .filter((m) => m.shiftCount > 0)
    .sort((a, b) => b.appliedCount - a.appliedCount)[0];
  if (!mission) throw new Error('the organiser has no mission with shifts');
  const shifts = await list<{ timesInfoId: string }>(
    `/manage/pc/mission/findMissionTimesList?pageIndex=1&pageSize=1&missionId=${mission.missionId}`,
    token,
  );
  return { missionId: mission.missionId, timesInfoId: shifts[0]!.timesInfoId };
});

const organiser = (url: Address<ConsoleViewer>['url']): Address<ConsoleViewer> => ({
  viewer: 'organiser',
  url,
});
const federation = (url: Address<ConsoleViewer>['url']): Address<ConsoleViewer> => ({
  viewer: 'federation',
  url,
});
const ofMission = (tail: string) =>
  organiser(async () => `/mission/${(await busyMission()).missionId}${tail}`);

/**
 * The console's pages, as the demo organiser (gzqnzyz01); the federation's own pages (site
 * content, the review queue, the outbox, the bank's cards) as the provincial federation's staff.
 */
export const consoleAddresses: Record<string, Address<ConsoleViewer>> = {
  '/*': organiser('/no-such-page'),
  '/audit-log': organiser('/audit-log'),
  '/bankCards': federation('/bankCards'),
  '/cms/announcements': federation('/cms/announcements'),
  '/cms/articles': federation('/cms/articles'),
  '/cms/articles/:articleId/edit': federation(async () => {
    const [article] = await list<{ id: string }>(
      '/manage/pc/site/article/list?pageIndex=1&pageSize=1',
      await federationToken(),
    );
    return `/cms/articles/${article!.id}/edit`;
  }),
  '/cms/articles/new': federation('/cms/articles/new'),
  '/cms/banners': federation('/cms/banners'),
  '/cms/help': federation('/cms/help'),
  '/cms/site': federation('/cms/site'),
  '/dashboard': organiser('/dashboard'),
  '/donation/list': organiser('/donation/list'),
  '/hours/objections': organiser('/hours/objections'),
  '/hours/training': organiser('/hours/training'),
  '/login': { viewer: 'visitor', url: '/login' },
  '/mission/:missionId': ofMission(''),
  '/mission/:missionId/applicants': ofMission('/applicants'),
  '/mission/:missionId/attendance': ofMission('/attendance'),
  '/mission/:missionId/edit': ofMission('/edit'),
  '/mission/:missionId/evaluation': ofMission('/evaluation'),
  '/mission/:missionId/shift/:timesInfoId/qr': organiser(async () => {
    const { missionId, timesInfoId } = await busyMission();
    return `/mission/${missionId}/shift/${timesInfoId}/qr`;
  }),
  '/mission/list': organiser('/mission/list'),
  '/mission/new': organiser('/mission/new'),
  '/org/members': organiser('/org/members'),
  '/org/profile': organiser('/org/profile'),
  '/org/review': federation('/org/review'),
  '/org/staff': organiser('/org/staff'),
  '/outbox': federation('/outbox'),
  '/personalCenter/change_password': organiser('/personalCenter/change_password'),
  '/personalCenter/myInfo': organiser('/personalCenter/myInfo'),
  '/personalCenter/two_factor': organiser('/personalCenter/two_factor'),
};

/** The console's pages staff also use on a tablet or phone, in the field. */
export const consoleFieldPages = [
  '/login',
  '/dashboard',
  '/mission/list',
  '/mission/:missionId',
  '/mission/:missionId/applicants',
  '/mission/:missionId/attendance',
  '/mission/:missionId/evaluation',
  '/mission/:missionId/shift/:timesInfoId/qr',
];
