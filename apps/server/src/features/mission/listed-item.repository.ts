import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PortalMissionItem } from '@zyz/domain';
import { districts, missions } from '../../db/schema/index';

/** An instant as Date.prototype.toISOString writes it (what mission-dto.ts's iso gives). */
const iso = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The public list's item, but for its distance, as JSON text written by the database: the keys
 * and values of toMissionSummary with `recruiting` (isRecruiting at `now`), in the schema's
 * order. Decoding some thirty columns a row, mapping them and encoding them again took 28–44 %
 * of the request thread's CPU per page-1 answer at the province's volumes; one text column a
 * row costs it a copy (docs/performance.md, twenty-second session).
 * listed-item.repository.test.ts holds it equal to the DTO for any mission.
 */
function itemJson(now: SQL | Date): SQL<string> {
  const m = missions;
  return sql<string>`(select row_to_json(item)::text from (select
    ${m.id}::text as "missionId", ${m.subject} as "subject", ${m.missionType} as "missionType",
    ${m.serviceTimeType} as "serviceTimeType", ${m.labels} as "labels",
    ${m.districtId}::text as "districtId", ${districts.name} as "districtName",
    ${m.address} as "address", ${m.latitude} as "latitude", ${m.longitude} as "longitude",
    ${iso(m.recruitStart)} as "recruitStart", ${iso(m.recruitEnd)} as "recruitEnd",
    ${iso(m.serviceStart)} as "serviceStart", ${iso(m.serviceEnd)} as "serviceEnd",
    ${m.contactName} as "contactName", ${m.contactPhone} as "contactPhone",
    ${m.coverImage} as "coverImage", ${m.hasWaitlist} as "hasWaitlist", ${m.status} as "status",
    ${m.appliedCount} as "appliedCount", ${m.quotaTotal} as "quotaTotal",
    ${m.shiftCount} as "shiftCount", ${iso(m.publishedAt)} as "publishedAt",
    ${iso(m.createdAt)} as "createdAt",
    (${m.status} = 'published' and ${m.recruitStart} <= ${now}::timestamptz
      and ${now}::timestamptz <= ${m.recruitEnd}) as "recruiting") item)`;
}

/**
 * What a page of the public list reads of each mission (joined to its organisation,
 * `districts`): the item's JSON and the point its distance is measured from.
 */
export const listedItemColumns = (now: SQL | Date) => ({
  id: missions.id,
  latitude: missions.latitude,
  longitude: missions.longitude,
  item: itemJson(now),
});

export type ListedItemRow = { latitude: number | null; longitude: number | null; item: string };

/**
 * The item's JSON with its distance from the visitor's point (kilometres to two decimals; null
 * without a point or without coordinates), the key the database leaves to the caller.
 */
export function withDistance(
  row: ListedItemRow,
  distanceKm: (lat: number, lng: number) => number | null,
): string {
  const { latitude, longitude } = row;
  const km = latitude === null || longitude === null ? null : distanceKm(latitude, longitude);
  const rounded = km === null ? null : Math.round(km * 100) / 100;
  return `${row.item.slice(0, -1)},"distanceKm":${JSON.stringify(rounded)}}`;
}

/** A page of the public list: each item already JSON. */
export type ListedPage = { items: string[]; total: number };

/** The page as JSON text, `{ list, total }`. */
export const listedPageJson = (page: ListedPage) =>
  `{"list":[${page.items.join(',')}],"total":${page.total}}`;

/** The page's items as objects, for callers that pick a few fields (search, screening). */
export const listedItems = (page: ListedPage) =>
  page.items.map((item) => JSON.parse(item) as PortalMissionItem);
