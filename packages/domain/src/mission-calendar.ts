import { z } from 'zod';
import { optionalField } from './schema-helpers';

// Calendar export of accepted shifts: one .ics per application and a personal feed URL.

export const calendarFeedQuerySchema = z.object({
  /** '1' issues a new secret; the previous URL stops working at once. */
  reset: optionalField(z.enum(['0', '1'], { error: '参数 reset 只能为0或1' })),
});
export type CalendarFeedQuery = z.infer<typeof calendarFeedQuerySchema>;

export const calendarFeedSchema = z.object({
  /** Absolute path (/v2/api/gdzyz/home/calendar/<secret>.ics); the client adds its origin. */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
