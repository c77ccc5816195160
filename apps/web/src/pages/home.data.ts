import type { RouteData } from '../app/routes/route-data';
import { announcementsQuery } from '../features/home/api/announcements';
import { bannersQuery } from '../features/home/api/banners';
import { hotNewsQuery } from '../features/home/api/hot-news';
import { recommendationsQuery } from '../features/home/api/recommended-missions';
import { indexStaticsQuery, volunteerRankingQuery } from '../features/home/api/statistics';
import { missionListOptions } from '../features/mission/api/mission-list';

/** Missions per section of Home (为您推荐 / 热门活动, 最新活动). */
export const homeSectionSize = 8;

/** Home: notices, banners, figures, missions, news and the month's ranking. */
export const homeData: RouteData = ({ viewer }) => [
  announcementsQuery(2, 5),
  bannersQuery(),
  announcementsQuery(1, 6),
  indexStaticsQuery(),
  recommendationsQuery(viewer, homeSectionSize, null),
  missionListOptions({ sort: 'newest', pageIndex: 1, pageSize: homeSectionSize }),
  hotNewsQuery(),
  volunteerRankingQuery('month'),
];
