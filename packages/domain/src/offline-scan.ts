import { z } from 'zod';
import { offlineReviewLabels, offlineScanMaxBatch, qrTokenPattern } from './offline-scan-rules';
import { idSchema, coordinate, optionalField } from './schema-helpers';

export * from './offline-scan-rules';

// Sign-in without signal (issue 49): the phone keeps a snapshot of the coming shifts, queues each
// scan with its time when there is no connection, and sends the queue when it is back. The
// server checks every scan again, so sending the same queue twice changes nothing.

const isoInstant = (field: string) =>
  z
    .string({ error: `${field}不能为空` })
    .max(40, `${field}格式不正确`)
    .refine((v) => /(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: `${field}格式不正确，应为带时区的 ISO 时间`,
    });

export const offlineScanItemSchema = z
  .object({
    /** The phone's id of this scan, so each answer finds its waiting scan. */
    clientId: z
      .string({ error: '扫码记录编号不能为空' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, '扫码记录编号格式不正确'),
    token: optionalField(z.string().trim().regex(qrTokenPattern, '二维码内容无效')),
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
    /** The server's time in its last answer before the scan (the phone's anchor). */
    lastServerTime: isoInstant('最近一次服务器时间'),
    /** Milliseconds from that answer to the scan, counted by the phone's monotonic clock. */
    sinceServerMs: z
      .number({ error: '距上次服务器应答的时长必须是数字' })
      .int('距上次服务器应答的时长必须是整数')
      .min(0, '距上次服务器应答的时长不能为负数')
      .max(7 * 86_400_000, '距上次服务器应答的时长过长'),
    /** The phone's own clock at the scan, kept for the record only: it may be wrong. */
    deviceTime: isoInstant('手机时间'),
  })
  .refine((v) => !!v.token || (!!v.timesInfoId && !!v.code), {
    path: ['token'],
    message: '请提供二维码内容，或时段编号和6位签到码',
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    path: ['lat'],
    message: '经度和纬度须同时提供',
  });
export type OfflineScanItem = z.infer<typeof offlineScanItemSchema>;

export const offlineScanInputSchema = z
  .object({
    apiVersion: z.number({ error: '页面版本号缺失' }).int('页面版本号格式不正确'),
    /** The volunteer who scanned: a phone shared by two people sends each one's own scans. */
    userid: idSchema('志愿者编号'),
    scans: z
      .array(offlineScanItemSchema, { error: '离线扫码记录应为列表' })
      .min(1, '没有要提交的离线扫码记录')
      .max(offlineScanMaxBatch, `一次最多提交${offlineScanMaxBatch}条离线扫码记录`),
  })
  .refine((v) => new Set(v.scans.map((s) => s.clientId)).size === v.scans.length, {
    path: ['scans'],
    message: '离线扫码记录编号重复',
  })
  // A six-digit code could be guessed by trying: a batch carries at most the two a shift needs.
  .refine(
    (v) => {
      const perShift = new Map<number, number>();
      for (const s of v.scans)
        if (!s.token && s.timesInfoId)
          perShift.set(s.timesInfoId, (perShift.get(s.timesInfoId) ?? 0) + 1);
      return [...perShift.values()].every((n) => n <= 2);
    },
    { path: ['scans'], message: '同一时段一次最多提交2条签到码记录' },
  );
export type OfflineScanInput = z.infer<typeof offlineScanInputSchema>;

/** accepted: recorded now; duplicate: this sign-in or sign-out was already recorded; refused. */
export const OfflineScanOutcome = {
  Accepted: 'accepted',
  Duplicate: 'duplicate',
  Refused: 'refused',
} as const;
export type OfflineScanOutcome = (typeof OfflineScanOutcome)[keyof typeof OfflineScanOutcome];

export const offlineScanResultSchema = z.object({
  clientId: z.string(),
  outcome: z.enum(['accepted', 'duplicate', 'refused']),
  /** What the phone shows beside the scan: the refusal, or what was recorded. */
  msg: z.string(),
  action: z.enum(['in', 'out']),
  subject: z.string().nullable(),
  missionServiceLogId: z.string().nullable(),
  signInTime: z.string().nullable(),
  signOutTime: z.string().nullable(),
  minutes: z.number().int().nullable(),
  review: z.enum(['outside', 'noPosition']).nullable(),
});
export type OfflineScanResult = z.infer<typeof offlineScanResultSchema>;

export const offlineScanAnswerSchema = z.object({
  /** The server's clock when it answered: the phone's next anchor. */
  serverTime: z.string(),
  results: z.array(offlineScanResultSchema),
});
export type OfflineScanAnswer = z.infer<typeof offlineScanAnswerSchema>;

export const offlineShiftSchema = z.object({
  missionId: z.string(),
  timesInfoId: z.string(),
  subject: z.string(),
  address: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  signInTime: z.string().nullable(),
  signOutTime: z.string().nullable(),
});
export type OfflineShift = z.infer<typeof offlineShiftSchema>;

/** The snapshot a phone keeps before it goes where there is no signal. */
export const offlineShiftsSchema = z.object({
  serverTime: z.string(),
  list: z.array(offlineShiftSchema),
});
export type OfflineShifts = z.infer<typeof offlineShiftsSchema>;

/**
 * How the attendance list marks a time that came from an offline scan (离线签到 / 离线签退), and
 * whether its place needs the organiser's look.
 */
export const offlineMarksSchema = z.object({
  signInOffline: z.boolean(),
  signOutOffline: z.boolean(),
  signInReview: z.enum(['outside', 'noPosition']).nullable(),
  signOutReview: z.enum(['outside', 'noPosition']).nullable(),
});
export type OfflineMarks = z.infer<typeof offlineMarksSchema>;

/** 离线签到 or 离线签退, with what the organiser should check; null for a time taken online. */
export function offlineMarkOf(row: OfflineMarks, action: 'in' | 'out'): string | null {
  const isOffline = action === 'in' ? row.signInOffline : row.signOutOffline;
  if (!isOffline) return null;
  const review = action === 'in' ? row.signInReview : row.signOutReview;
  const what = action === 'in' ? '离线签到' : '离线签退';
  return review ? `${what}（${offlineReviewLabels[review]}）` : what;
}

/** Both marks of a row, for the list's export. */
export function offlineMarkLabels(row: OfflineMarks): string[] {
  return [offlineMarkOf(row, 'in'), offlineMarkOf(row, 'out')].filter((m) => m !== null);
}
