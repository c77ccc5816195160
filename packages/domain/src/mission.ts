import { z } from 'zod';

// Shared vocabulary of the mission calls: states, service types, and the field helpers
// that make query strings forgiving (an empty string means "any") yet strict about shape.

export const MissionStatus = {
  Draft: 'draft',
  Published: 'published',
  Closed: 'closed',
  Cancelled: 'cancelled',
} as const;
export type MissionStatus = (typeof MissionStatus)[keyof typeof MissionStatus];
export const missionStatuses = Object.values(MissionStatus) as [MissionStatus, ...MissionStatus[]];

export const ApplicationState = {
  Pending: 'pending',
  Accepted: 'accepted',
  Rejected: 'rejected',
  Waitlisted: 'waitlisted',
  Cancelled: 'cancelled',
} as const;
export type ApplicationState = (typeof ApplicationState)[keyof typeof ApplicationState];
export const applicationStates = Object.values(ApplicationState) as [
  ApplicationState,
  ...ApplicationState[],
];
/** States that occupy one of the shift's places. */
export const placeHoldingStates: readonly ApplicationState[] = ['pending', 'accepted'];

/** Service types (服务类别) as the real platform lists them; the code is the wire value. */
export const serviceTypes = [
  { code: '01', name: '社区服务' },
  { code: '02', name: '扶贫济困' },
  { code: '03', name: '助老助残' },
  { code: '04', name: '生态环保' },
  { code: '05', name: '文明实践' },
  { code: '06', name: '应急救援' },
  { code: '07', name: '大型赛会' },
  { code: '08', name: '教育培训' },
  { code: '09', name: '医疗卫生' },
  { code: '10', name: '文化体育' },
  { code: '99', name: '其他' },
] as const;
export type ServiceTypeCode = (typeof serviceTypes)[number]['code'];
export const serviceTypeCodes = serviceTypes.map((t) => t.code) as [
  ServiceTypeCode,
  ...ServiceTypeCode[],
];

/** 1 short-term (one-off shifts), 2 long-term (recurring over months). */
export const ServiceTimeType = { Short: 1, Long: 2 } as const;
export type ServiceTimeType = (typeof ServiceTimeType)[keyof typeof ServiceTimeType];

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A query or body field that may be absent or blank; blank reads as absent. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A positive database id sent as a string or number; answers a number. */
export const idSchema = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? `${field}不能为空`
            : `${field}格式不正确`,
      })
      .trim()
      .min(1, { error: `${field}不能为空`, abort: true })
      .regex(/^[1-9]\d{0,14}$/, `${field}格式不正确`)
      .transform(Number),
  );

export const textField = (field: string, max: number) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, { error: `${field}不能为空`, abort: true })
    .max(max, `${field}不能超过${max}个字`);

const chinaOffset = '+08:00';
const localPattern = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?$/;
const zonedPattern =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' (China time, as people type it) or ISO 8601 with a zone.
 * Null when the text is no real instant (2024-02-30 included).
 */
export function parseChinaDateTime(text: string): Date | null {
  const value = text.trim();
  let iso: string;
  const local = localPattern.exec(value);
  if (local) iso = `${local[1]}T${local[2] ?? '00:00'}:${local[3] ?? '00'}${chinaOffset}`;
  else if (zonedPattern.test(value)) iso = value;
  else return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 02-30 over to 03-01; compare the calendar part back to refuse it.
  const day = value.slice(0, 10);
  const back = new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)));
  if (back.toISOString().slice(0, 10) !== day) return null;
  return date;
}

export const dateTimeSchema = (field: string) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, { error: `${field}不能为空`, abort: true })
    .max(40, `${field}格式不正确`)
    .transform((v, ctx) => {
      const date = parseChinaDateTime(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: `${field}格式不正确，应为 YYYY-MM-DD HH:mm` });
        return z.NEVER;
      }
      return date;
    });

/** One shift as every side sees it; places are exact (read in the same query as the quota). */
export const shiftSchema = z.object({
  timesInfoId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  quota: z.number().int(),
  creditMinutes: z.number().int(),
  heldCount: z.number().int(),
  placesLeft: z.number().int(),
  waitlistCount: z.number().int(),
});
export type Shift = z.infer<typeof shiftSchema>;
