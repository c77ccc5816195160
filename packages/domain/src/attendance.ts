import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { offlineMarksSchema } from './offline-scan';
import { dateTimeSchema, idSchema, coordinate, optionalField, textField } from './schema-helpers';

// Sign-in and sign-out at a shift: the organiser's QR screen, the volunteer's scan, the
// organiser's manual entries and corrections, and the attendance list.

// The QR token's 30-second window, with the offline constants that must not bring zod along.
export { qrWindowSeconds } from './offline-scan-rules';

export const AttendanceAction = { In: 'in', Out: 'out' } as const;
export type AttendanceAction = (typeof AttendanceAction)[keyof typeof AttendanceAction];

/** Where a volunteer stands at a shift, as the attendance list shows it. */
export const AttendanceState = {
  /** Accepted, and the shift has not begun. */
  NotStarted: 'notStarted',
  /** Accepted, the shift has begun (or ended), and no sign-in. */
  Absent: 'absent',
  SignedIn: 'signedIn',
  SignedOut: 'signedOut',
} as const;
export type AttendanceState = (typeof AttendanceState)[keyof typeof AttendanceState];

export const attendanceStates = Object.values(AttendanceState) as [
  AttendanceState,
  ...AttendanceState[],
];

export const attendanceStateLabels: Record<AttendanceState, string> = {
  notStarted: '未开始',
  absent: '未签到',
  signedIn: '已签到',
  signedOut: '已签退',
};

/** How a time was taken: QR scan, the six-digit code, or entered by the organiser. */
export const attendanceMethodLabels: Record<string, string> = {
  qr: '扫码',
  code: '签到码',
  manual: '组织补录',
};

export const qrTokenQuerySchema = z.object({ timesInfoId: idSchema('时段编号') });
export type QrTokenQuery = z.infer<typeof qrTokenQuerySchema>;

export const qrTokenSchema = z.object({
  /** Signed, names the shift and a 30-second window; what the QR code encodes. */
  token: z.string(),
  /** Six digits, typed by a volunteer whose camera cannot scan. */
  code: z.string(),
  /** When this window ends (ISO); the token still works for one more window after it. */
  expiresAt: z.string(),
  /**
   * Seconds from this answer until `expiresAt`: screens count from when they received it, so a
   * laptop whose clock is off still changes its code on time.
   */
  refreshInSeconds: z.number().int(),
});
export type QrToken = z.infer<typeof qrTokenSchema>;

export const scanQrcodeInputSchema = z
  .object({
    token: optionalField(z.string().trim().max(200, '二维码内容无效')),
    timesInfoId: optionalField(idSchema('时段编号')),
    code: optionalField(
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, '签到码应为6位数字'),
    ),
    action: z.enum(['in', 'out'], { error: '操作应为 in（签到）或 out（签退）' }),
    lat: coordinate('纬度', 90),
    lng: coordinate('经度', 180),
  })
  .refine((v) => !!v.token || (!!v.timesInfoId && !!v.code), {
    path: ['token'],
    message: '请扫描二维码，或填写时段编号和6位签到码',
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    path: ['lat'],
    message: '经度和纬度须同时提供',
  });
export type ScanQrcodeInput = z.infer<typeof scanQrcodeInputSchema>;

export const scanResultSchema = z.object({
  missionServiceLogId: z.string(),
  action: z.enum(['in', 'out']),
  subject: z.string(),
  signInTime: z.string(),
  signOutTime: z.string().nullable(),
  /** Credited minutes, on sign-out (capped by the shift's credited time). */
  minutes: z.number().int().nullable(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

const reasonField = textField('原因', 200);

export const manualSignInInputSchema = z.object({
  missionPersonlId: idSchema('报名编号'),
  /** Blank = now. */
  time: optionalField(dateTimeSchema('签到时间')),
  reason: reasonField,
});
export type ManualSignInInput = z.infer<typeof manualSignInInputSchema>;

export const manualSignOutInputSchema = z.object({
  missionServiceLogId: idSchema('签到记录编号'),
  time: optionalField(dateTimeSchema('签退时间')),
  reason: reasonField,
});
export type ManualSignOutInput = z.infer<typeof manualSignOutInputSchema>;

export const correctAttendanceInputSchema = z
  .object({
    missionServiceLogId: idSchema('签到记录编号'),
    signInTime: optionalField(dateTimeSchema('签到时间')),
    signOutTime: optionalField(dateTimeSchema('签退时间')),
    reason: reasonField,
  })
  .refine((v) => !!v.signInTime || !!v.signOutTime, {
    path: ['signInTime'],
    message: '请填写更正后的签到或签退时间',
  });
export type CorrectAttendanceInput = z.infer<typeof correctAttendanceInputSchema>;

export const attendanceResultSchema = z.object({
  missionServiceLogId: z.string(),
  signInTime: z.string(),
  signOutTime: z.string().nullable(),
  minutes: z.number().int().nullable(),
});
export type AttendanceResult = z.infer<typeof attendanceResultSchema>;

export const attendanceListQuerySchema = pageQuerySchema.extend({
  missionId: idSchema('活动编号'),
  timesInfoId: optionalField(idSchema('时段编号')),
  /** Only rows in this state: signedIn (in, not yet out), signedOut, absent or notStarted. */
  state: optionalField(
    z.enum(attendanceStates, {
      error: '签到状态应为 signedIn、signedOut、absent 或 notStarted',
    }),
  ),
});
export type AttendanceListQuery = z.infer<typeof attendanceListQuerySchema>;

export const attendanceRowSchema = z.object({
  /** Null for an accepted volunteer who has not signed in yet. */
  missionServiceLogId: z.string().nullable(),
  /** The accepted application; null when it was withdrawn after signing in. */
  missionPersonlId: z.string().nullable(),
  userid: z.string(),
  name: z.string(),
  mobile: z.string(),
  timesInfoId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  state: z.enum(attendanceStates),
  signInTime: z.string().nullable(),
  signOutTime: z.string().nullable(),
  signInMethod: z.string().nullable(),
  signOutMethod: z.string().nullable(),
  minutes: z.number().int().nullable(),
  recordId: z.string().nullable(),
  recordState: z.enum(['publicity', 'objected', 'final', 'void']).nullable(),
  ...offlineMarksSchema.shape,
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

const earthRadiusMeters = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in whole metres (haversine). */
export function distanceMeters(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(h))));
}
