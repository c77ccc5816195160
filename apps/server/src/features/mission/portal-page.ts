import { z } from 'zod';
import {
  envelopeSchema,
  pageSchema,
  portalMissionItemSchema,
  type PortalMissionItem,
} from '@zyz/domain';
import { withFields } from '../../lib/with-fields';
import { okEnvelope } from '../../plugins/envelope';
import { isRecruiting, toMissionSummary } from './mission-dto';
import type { ListedRow } from './catalog/listed-page';

export type PortalPage = { list: PortalMissionItem[]; total: number };

const listEnvelopeSchema = envelopeSchema(pageSchema(portalMissionItemSchema));
const utf8 = new TextEncoder();
const round = (n: number | null) => (n === null ? null : Math.round(Number(n) * 100) / 100);

/** A page of the public list as the portal shows it, recruiting as of `now`. */
export function toPortalPage(page: { list: ListedRow[]; total: number }, now: Date): PortalPage {
  return {
    list: page.list.map((r) =>
      withFields(toMissionSummary(r.mission, r.districtName), {
        recruiting: isRecruiting(r.mission, now),
        distanceKm: round(r.distanceKm),
      }),
    ),
    total: page.total,
  };
}

/**
 * The list's answer as the route sends it: the envelope encoded through the route's own schema,
 * as the response serializer would, as UTF-8 bytes. The bytes own their memory (never a slice
 * of Node's shared pool), so the catalog thread can hand them over without a copy.
 */
export function encodePortalPage(page: PortalPage): Buffer {
  const json = JSON.stringify(z.encode(listEnvelopeSchema, okEnvelope(page) as never));
  const bytes = utf8.encode(json);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
