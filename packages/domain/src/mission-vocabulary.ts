// Shared vocabulary of the mission calls: states and service types. Kept free of zod so
// pages that only show a label do not load the validators (the web bundles per module).

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
