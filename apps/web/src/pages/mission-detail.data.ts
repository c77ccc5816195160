import type { RouteData } from '../app/routes/route-data';
import { missionDetailsOptions } from '../features/mission/api/mission-details';

export const missionIdPattern = /^[1-9]\d{0,14}$/;

/** The mission as its viewer sees it ('/mission/detail-{id}'); a malformed id is never asked for. */
export const missionDetailData: RouteData = ({ params, viewer }) => {
  const id = params.slug?.startsWith('detail-') ? params.slug.slice('detail-'.length) : '';
  return missionIdPattern.test(id) ? [missionDetailsOptions(id, viewer)] : [];
};
