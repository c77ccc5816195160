import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { idSchema, coordinate, optionalField } from './schema-helpers';
import { portalMissionItemSchema } from './mission-apply';

// Home-page recommendations and the organisation tree as the portal browses it.

export const intellectActionMaxSize = 20;

export const intellectActionQuerySchema = z
  .object({
    /** The spec's pc portal, or the mobile web; the answer is the same for both. */
    channel: optionalField(z.enum(['pc', 'h5'], { error: '渠道应为pc或h5' })),
    lat: coordinate('纬度', 90),
    lng: coordinate('经度', 180),
    size: optionalField(
      z.coerce
        .number({ error: '推荐数量必须是数字' })
        .int('推荐数量必须是整数')
        .min(1, '推荐数量至少为1')
        .max(intellectActionMaxSize, `推荐数量最多为${intellectActionMaxSize}`),
    ).transform((v) => v ?? 8),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    path: ['lat'],
    message: '经度和纬度须同时提供',
  });
export type IntellectActionQuery = z.infer<typeof intellectActionQuerySchema>;

export const intellectActionSchema = z.object({
  list: z.array(portalMissionItemSchema),
  /** True when ranked for the signed-in volunteer; false for the popular list everyone sees. */
  personalised: z.boolean(),
});
export type IntellectAction = z.infer<typeof intellectActionSchema>;

export const listOrgQuerySchema = pageQuerySchema.extend({
  /** Contained in the node name. */
  keyword: optionalField(z.string().trim().max(50, '关键词不能超过50个字')),
  /** Only nodes below this one (any depth). */
  parentId: optionalField(idSchema('上级组织编号')),
});
export type ListOrgQuery = z.infer<typeof listOrgQuerySchema>;

export const orgListItemSchema = z.object({
  districtId: z.string(),
  name: z.string(),
  level: z.number().int(),
  parentName: z.string().nullable(),
  /** Public (published + closed) missions of the node and every node below it. */
  missionCount: z.number().int().nonnegative(),
});
export type OrgListItem = z.infer<typeof orgListItemSchema>;

export const districtChildrenQuerySchema = z.object({
  /** Blank = the top of the tree. */
  parentId: optionalField(idSchema('上级组织编号')),
});
export type DistrictChildrenQuery = z.infer<typeof districtChildrenQuerySchema>;

export const districtChildSchema = z.object({
  districtId: z.string(),
  name: z.string(),
  level: z.number().int(),
  hasChildren: z.boolean(),
});
export type DistrictChild = z.infer<typeof districtChildSchema>;
