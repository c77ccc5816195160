import { z } from 'zod';

// GET /manage/pc/dashboard/statistics (and /export): the console dashboard of a node's subtree.

export const dashboardQuerySchema = z.object({
  months: z.coerce
    .number({ error: '月份数必须是数字' })
    .int('月份数必须是整数')
    .min(1, '月份数至少为1')
    .max(36, '月份数最多为36')
    .default(12),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardMonthSchema = z.object({
  /** 'YYYY-MM', China time. */
  month: z.string(),
  volunteers: z.number().int(),
  missions: z.number().int(),
  serviceMinutes: z.number().int(),
});
export const dashboardCitySchema = z.object({
  districtId: z.string(),
  name: z.string(),
  volunteers: z.number().int(),
  missions: z.number().int(),
  serviceMinutes: z.number().int(),
});
export const dashboardSchema = z.object({
  districtName: z.string(),
  totals: z.object({
    volunteers: z.number().int(),
    missions: z.number().int(),
    serviceMinutes: z.number().int(),
  }),
  monthly: z.array(dashboardMonthSchema),
  /** The node's direct children (cities under the province, and so on). */
  byChild: z.array(dashboardCitySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;
