import { z } from 'zod';

// A mission's shifts. States and service types live in mission-vocabulary; the generic
// field helpers in schema-helpers.

export * from './mission-vocabulary';

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
