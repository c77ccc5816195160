import { sql, type SQL } from 'drizzle-orm';
import { missions, missionTimes } from '../../db/schema/index';

/**
 * Missions a volunteer could apply to right now: published, inside the recruiting period, and
 * with a place left on a shift that has not started. `held < quota` summed over shifts says
 * some shift has room; the shift probe then makes sure that room is still in the future. The
 * probe is a scalar subquery, not `exists`: PostgreSQL would turn an `exists` into a join
 * against every future shift of every mission instead of a look-up per candidate.
 */
export const openForApplications = (now: Date): SQL => sql`(
  ${missions.status} = 'published'
  and ${missions.recruitStart} <= ${now} and ${missions.recruitEnd} >= ${now}
  and ${missions.appliedCount} < ${missions.quotaTotal}
  and (select 1 from ${missionTimes} t
    where t.mission_id = ${missions.id} and t.start_time > ${now} and t.held_count < t.quota
    limit 1) is not null)`;

/** Equirectangular distance in km, as the portal list sorts by it. */
export const distanceKmTo = (lat: number, lng: number) => sql<number>`(6371 * sqrt(
  power(radians(${missions.latitude} - ${lat}), 2) +
  power(radians(${missions.longitude} - ${lng}) * cos(radians((${missions.latitude} + ${lat}) / 2)), 2)))`;

/** The same distance computed in process, for the shared anonymous list. */
export function distanceKmBetween(
  lat: number,
  lng: number,
  toLat: number | null,
  toLng: number | null,
): number | null {
  if (toLat === null || toLng === null) return null;
  const rad = Math.PI / 180;
  const dLat = (toLat - lat) * rad;
  const dLng = (toLng - lng) * rad * Math.cos(((toLat + lat) / 2) * rad);
  return 6371 * Math.sqrt(dLat * dLat + dLng * dLng);
}
