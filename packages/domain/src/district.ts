import { z } from 'zod';

/** Organisation-tree node levels; the spec calls a node a "district". */
export const DistrictLevel = { Province: 1, City: 2, County: 3, Organization: 4 } as const;
export type DistrictLevel = (typeof DistrictLevel)[keyof typeof DistrictLevel];

export const districtDomainQuerySchema = z.object({
  districtId: z.string().max(32, '组织编号过长').optional(),
});
export type DistrictDomainQuery = z.infer<typeof districtDomainQuerySchema>;

/** GET /home/index/districtDomain: the site settings of a node (the root by default). */
export const districtDomainSchema = z.object({
  current_district_id: z.string(),
  districtName: z.string(),
  icpFilling: z.string(),
  'footer-gd': z.string(),
  'header-gd': z.string(),
  sponsors: z.array(z.string()),
  servicePhone: z.string(),
  mailbox: z.string(),
});
export type DistrictDomain = z.infer<typeof districtDomainSchema>;

/** GET /manage/pc/usersAdmin/preEditMyInfo: the signed-in organisation account. */
export const adminInfoSchema = z.object({
  adminId: z.string(),
  loginName: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(['federation', 'org']),
  district: z.object({
    districtId: z.string(),
    districtName: z.string(),
    districtPath: z.string(),
    level: z.number().int(),
    creditCode: z.string().nullable(),
  }),
  isWeakPassword: z.union([z.literal(0), z.literal(1)]),
  isForceChangePwd: z.enum(['true', 'false']),
  lastLoginAt: z.string().nullable(),
});
export type AdminInfo = z.infer<typeof adminInfoSchema>;
