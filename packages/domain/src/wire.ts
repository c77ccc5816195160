import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { adminInfoSchema } from './district';
import { attendanceRowSchema } from './attendance';
import { shiftSchema } from './mission';
import { idSchema, optionalField } from './schema-helpers';
import { missionDetailSchema, missionSummarySchema, mpRowSchema } from './mission-manage';

// The live platform's field names, answered beside ours (docs/wire-compat.md lists the source
// fact of each). Our portal and console parse the base schemas and never read these; tools
// written for the live platform read nothing else.

const liveStamp = (example: string) =>
  z.string().meta({ description: 'yyyy-MM-dd HH:mm:ss（北京时间）', example });
const liveStampOrNull = (example: string) =>
  z.string().nullable().meta({ description: 'yyyy-MM-dd HH:mm:ss（北京时间）', example });

/** findMissionList row: `state` is the status's tab code (2 草稿 … 5 已取消). */
export const liveMissionRowSchema = missionSummarySchema.extend({
  state: z
    .number()
    .int()
    .meta({ description: '状态页签码：2草稿 3已发布 4已结束招募 5已取消', example: 3 }),
  createDatetime: liveStamp('2026-11-20 10:15:00'),
  finishDatetime: liveStamp('2026-12-01 12:00:00'),
});
export type LiveMissionRow = z.infer<typeof liveMissionRowSchema>;

/** findMissionTimesList row: the live platform names the shift id `id`. */
export const liveShiftSchema = shiftSchema.extend({
  id: z.string().meta({ description: '时段编号（同 timesInfoId）', example: '12' }),
});
export type LiveShift = z.infer<typeof liveShiftSchema>;

/** viewMission: its shifts carry `id` too, as findMissionTimesList's do. */
export const liveMissionDetailSchema = missionDetailSchema.extend({
  times: z.array(liveShiftSchema),
});
export type LiveMissionDetail = z.infer<typeof liveMissionDetailSchema>;

/** getMPList row: the applicant's (masked) name as `hireUsername`. */
export const liveMpRowSchema = mpRowSchema.extend({
  hireUsername: z.string().meta({ description: '报名人姓名（脱敏，同 name）', example: '张*' }),
});
export type LiveMpRow = z.infer<typeof liveMpRowSchema>;

/** getAttendanceList record: signed out when `endDatetime` (and `checkOutMode`) is set. */
export const liveAttendanceRowSchema = attendanceRowSchema.extend({
  userName: z.string().meta({ description: '姓名（脱敏，同 name）', example: '张*' }),
  startDatetime: liveStampOrNull('2026-11-20 09:02:11'),
  endDatetime: liveStampOrNull('2026-11-20 12:01:45'),
  checkOutMode: z
    .string()
    .nullable()
    .meta({ description: '签退方式（同 signOutMethod）；未签退为 null', example: 'qr' }),
});
export type LiveAttendanceRow = z.infer<typeof liveAttendanceRowSchema>;

/** The attendance list answers the live `data.page` form beside `list` and `total`. */
export const liveAttendancePageSchema = z.object({
  list: z.array(liveAttendanceRowSchema),
  total: z.number().int().nonnegative(),
  page: z.object({
    records: z.array(liveAttendanceRowSchema),
    total: z.number().int().nonnegative(),
    current: z.number().int(),
    size: z.number().int(),
    pages: z.number().int(),
  }),
});
export type LiveAttendancePage = z.infer<typeof liveAttendancePageSchema>;

/** preEditMyInfo: the live platform's flat account fields beside our nested ones. */
export const liveAdminInfoSchema = adminInfoSchema.extend({
  districtId: z.string().meta({ example: '5' }),
  districtName: z.string().meta({ example: '广州市青年志愿者协会' }),
  groupId: z.string().meta({
    description: '账号角色组：federation 联合会管理员、org 组织管理员、operator 操作员',
    example: 'org',
  }),
  groupName: z.string().meta({ example: '组织管理员' }),
  userName: z.string().meta({ description: '账号使用人姓名（同 name）', example: '陈晓燕' }),
  status: z.union([z.literal(0), z.literal(1)]).meta({ description: '1 正常，0 停用', example: 1 }),
  forbiddenState: z
    .union([z.literal(0), z.literal(1)])
    .meta({ description: '0 未禁用，1 已禁用', example: 0 }),
  detectStatus: z.enum(['passed', 'incomplete', 'pending', 'rejected']).meta({ example: 'passed' }),
  createTime: liveStamp('2024-03-01 09:30:00'),
});
export type LiveAdminInfo = z.infer<typeof liveAdminInfoSchema>;

export const missionPermissionQuerySchema = z.object({ missionId: idSchema('活动编号') });

/** What the caller may do with one mission, as the console's buttons need to know. */
export const missionPermissionSchema = z
  .object({
    missionId: z.string(),
    status: z.string(),
    state: z.number().int(),
    canView: z.boolean(),
    canEdit: z.boolean(),
    canPublish: z.boolean(),
    canClose: z.boolean(),
    canCancel: z.boolean(),
    canAuditApplicants: z.boolean(),
    canManageAttendance: z.boolean(),
    canExport: z.boolean(),
    /** The same answers as codes, one per allowed action. */
    permissions: z.array(z.string()),
  })
  .meta({
    example: {
      missionId: '12',
      status: 'published',
      state: 3,
      canView: true,
      canEdit: true,
      canPublish: false,
      canClose: true,
      canCancel: true,
      canAuditApplicants: true,
      canManageAttendance: true,
      canExport: true,
      permissions: [
        'mission:view',
        'mission:edit',
        'mission:close',
        'mission:cancel',
        'mission:applicants',
        'mission:attendance',
        'mission:export',
      ],
    },
  });
export type MissionPermission = z.infer<typeof missionPermissionSchema>;

/** Pending reviews of the caller's organisation (and, for a federation, the nodes below it). */
export const auditStaticSchema = z
  .object({
    missionPersonAuditCount: z.number().int().nonnegative(),
    orgJoinAuditCount: z.number().int().nonnegative(),
    orgRegisterAuditCount: z.number().int().nonnegative(),
    objectionAuditCount: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  })
  .meta({
    example: {
      missionPersonAuditCount: 3,
      orgJoinAuditCount: 1,
      orgRegisterAuditCount: 0,
      objectionAuditCount: 0,
      total: 4,
    },
  });
export type AuditStatic = z.infer<typeof auditStaticSchema>;

const menuEntrySchema = z.object({
  menuCode: z.string(),
  menuName: z.string(),
  /** The console path under /admin; '' for a group. */
  url: z.string(),
});
// Two levels, as the console's menu has: groups and their pages (pages have no children).
export const menuNodeSchema = menuEntrySchema.extend({
  children: z.array(menuEntrySchema.extend({ children: z.array(z.never()) })),
});
export type MenuNode = z.infer<typeof menuNodeSchema>;
export const leftMenuSchema = z.array(menuNodeSchema).meta({
  example: [
    { menuCode: 'dashboard', menuName: '工作台', url: '/admin/dashboard', children: [] },
    {
      menuCode: 'mission',
      menuName: '活动管理',
      url: '',
      children: [
        {
          menuCode: 'mission-list',
          menuName: '活动列表',
          url: '/admin/mission/list',
          children: [],
        },
      ],
    },
  ],
});

export const screeningQuerySchema = pageQuerySchema.extend({
  selectedLabelIdList: optionalField(z.string().max(500, '标签筛选过长')).meta({
    description: '标签（逗号分隔，任一匹配）；空为不限',
    example: '',
  }),
});
export type ScreeningQuery = z.infer<typeof screeningQuerySchema>;

export const screeningRecordSchema = z.object({
  missionId: z.string().meta({ example: '1' }),
  subject: z.string().meta({ example: '广州塔周边文明引导志愿服务' }),
  /** The publishing organisation. */
  districtName: z.string().meta({ example: '广州市青年志愿者协会' }),
  startDate: liveStamp('2026-12-01 09:00:00'),
  endDate: liveStamp('2026-12-02 12:00:00'),
  missionTypeName: z.string().meta({ example: '文明实践' }),
  missionRegionName: z.string().meta({ example: '广州市海珠区' }),
  /** The portal page of the mission. */
  detailUrl: z.string().meta({ example: '/mission/detail-1' }),
});
export type ScreeningRecord = z.infer<typeof screeningRecordSchema>;

export const screeningPageSchema = z.object({
  records: z.array(screeningRecordSchema),
  totalRecord: z.number().int().nonnegative(),
  totalPage: z.number().int().nonnegative(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type ScreeningPage = z.infer<typeof screeningPageSchema>;
