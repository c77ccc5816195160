import { z } from 'zod';

/** GET /volunteer/user/current: the signed-in volunteer, own record, so unmasked. */
export const currentUserSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  name: z.string(),
  type: z.literal(1),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Masked even for the owner; the full number is never sent back. */
  idCardCode: z.string().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
  birthDay: z.string().nullable(),
  age: z.number().int().nullable(),
  volunteerNo: z.string(),
  avatar: z.string().nullable(),
  /** String 'true' when the account is in the logged-off state (spec §3 spelling). */
  logoffSate: z.enum(['true', 'false']),
  isWeakPassword: z.union([z.literal(0), z.literal(1)]),
  isForceChangePwd: z.enum(['true', 'false']),
  cardStatus: z.string().nullable(),
  starLevel: z.number().int().min(0).max(5),
  registeredAt: z.string(),
  /** 关怀模式 as the volunteer last chose it; null: never chosen (the device's choice stands). */
  careMode: z.boolean().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userDistrictSchema = z.object({
  districtId: z.string(),
  districtName: z.string(),
  /** Full path from the province, e.g. 广东省志愿者联合会 / 广州市志愿者联合会 / … */
  districtPath: z.string(),
  isMain: z.boolean(),
  joinedAt: z.string(),
});
export type UserDistrict = z.infer<typeof userDistrictSchema>;

/** GET /volunteer/info/userInfo. `*BD` are hours as decimal strings ("12.50"). */
export const volunteerInfoSchema = z.object({
  users: currentUserSchema,
  usersDistricts: z.array(userDistrictSchema),
  serviceTimeBD: z.string(),
  trainingTimeBD: z.string(),
  birthDay: z.string().nullable(),
});
export type VolunteerInfo = z.infer<typeof volunteerInfoSchema>;

/** GET /volunteer/center/static/usersStatic: minutes and the number of applications. */
export const usersStaticSchema = z.object({
  serviceTime: z.number().int().nonnegative(),
  trainingTime: z.number().int().nonnegative(),
  applyCounts: z.number().int().nonnegative(),
});
export type UsersStatic = z.infer<typeof usersStaticSchema>;

/** GET /volunteer/dataHandle/refreshUserStaticServiceTime: minutes, read from counters. */
export const serviceTimeSchema = z.object({
  serviceTime: z.number().int().nonnegative(),
  trainingTime: z.number().int().nonnegative(),
});
export type ServiceTime = z.infer<typeof serviceTimeSchema>;
